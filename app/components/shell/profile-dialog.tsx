import { Link, useLocation } from "@remix-run/react";
import { Modal } from "~/components/ui/modal";
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
          <dd className="text-slate-900" data-testid="profile-name">
            {view.displayName}
          </dd>
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
        <Badge positive={view.hasBusinessExperience}>{view.hasBusinessExperience ? "Já tem experiência" : "Primeira experiência"}</Badge>
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

/** "Meu Perfil": a native modal dialog when hydrated; without JavaScript the same panel is rendered by '?perfil=1'. */
export function ProfileDialog({ open, onOpenChange, closeHref, view }: ProfileDialogProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  // The form page; it comes back to where the dialog was opened (without the dialog's flag).
  const editHref = `/dashboard/perfil?${new URLSearchParams({ redirectTo: location.pathname + closeHref.replace(/^\?$/, "") })}`;
  return (
    <Modal open={open} onOpenChange={onOpenChange} closeHref={closeHref} title="Meu Perfil">
      <ProfileDetails view={view} editHref={editHref} onNavigate={hydrated ? () => onOpenChange(false) : undefined} />
    </Modal>
  );
}
