import * as Dialog from "@radix-ui/react-dialog";
import { Link, useLocation } from "@remix-run/react";
import { CloseIcon } from "~/components/icons";
import type { ProfileView } from "~/modules/profile-display";
import { useHydrated } from "~/utils/hydration";

type ProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeHref: string;
  view: ProfileView;
};

function Badge({ positive, children }: { positive: boolean; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ${
        positive ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"
      }`}
    >
      {children}
    </span>
  );
}

function ProfileDetails({ view, editHref, onNavigate }: { view: ProfileView; editHref: string; onNavigate?: () => void }) {
  return (
    <div className="space-y-4">
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-medium text-slate-500">Nome</dt>
          <dd className="text-slate-900" data-testid="profile-name">{view.displayName}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-500">E-mail</dt>
          <dd className="break-all text-slate-900">{view.email}</dd>
        </div>
        {view.phone ? (
          <div>
            <dt className="font-medium text-slate-500">Telefone</dt>
            <dd className="text-slate-900">{view.phone}</dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Badge positive={view.hasCnpj}>{view.hasCnpj ? "Possui CNPJ" : "Ainda não possui CNPJ"}</Badge>
        <Badge positive={view.hasBusinessExperience}>
          {view.hasBusinessExperience ? "Já tem experiência" : "Primeira experiência"}
        </Badge>
      </div>
      {view.profileExists ? (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          <p className="font-semibold">Perfil Completo</p>
          <p>Suas informações de empreendedor estão salvas e alimentam sua jornada.</p>
        </div>
      ) : (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">Perfil incompleto</p>
          <p>
            Complete seu perfil no passo “Completar Perfil” da sua{" "}
            <Link to="/dashboard" className="font-semibold underline">
              jornada
            </Link>
            .
          </p>
        </div>
      )}
      <Link to={editHref} onClick={onNavigate} className={view.profileExists ? "btn-secondary w-full" : "btn-primary w-full"}>
        {view.profileExists ? "Editar perfil" : "Completar perfil"}
      </Link>
    </div>
  );
}

const panelClass =
  "fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl";

/** Radix dialog when hydrated; without JavaScript the same panel is rendered by '?perfil=1'. */
export function ProfileDialog({ open, onOpenChange, closeHref, view }: ProfileDialogProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  // The form page; it comes back to where the dialog was opened (without the dialog's flag).
  const editHref = `/dashboard/perfil?${new URLSearchParams({ redirectTo: location.pathname + closeHref.replace(/^\?$/, "") })}`;
  if (!hydrated) {
    if (!open) return null;
    return (
      <div className="fixed inset-0 z-50">
        <Link to={closeHref} className="absolute inset-0 bg-slate-900/50" aria-label="Fechar" tabIndex={-1} />
        <section role="dialog" aria-modal="true" aria-labelledby="profile-title" className={panelClass}>
          <div className="mb-4 flex items-center justify-between">
            <h2 id="profile-title" className="text-lg font-bold">Meu Perfil</h2>
            <Link to={closeHref} className="btn-ghost p-2" aria-label="Fechar">
              <CloseIcon />
            </Link>
          </div>
          <ProfileDetails view={view} editHref={editHref} />
        </section>
      </div>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className={panelClass} aria-describedby={undefined}>
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">Meu Perfil</Dialog.Title>
            <Dialog.Close className="btn-ghost p-2" aria-label="Fechar">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ProfileDetails view={view} editHref={editHref} onNavigate={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
