import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CloseIcon } from "~/components/icons";
import type { ProfileFormDefaults } from "~/modules/profile/profile-schema";
import type { profileFormAction } from "~/utils/profile-form.server";
import { ProfileForm } from "./profile-form";

/**
 * The profile form in a dialog, for when JavaScript runs (the 'Criar' of profile_completed).
 * Without JavaScript the same form lives on the page /dashboard/perfil.
 */
export function ProfileFormDialog({
  open,
  onOpenChange,
  defaults,
  redirectTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: ProfileFormDefaults;
  redirectTo: string;
}) {
  const fetcher = useFetcher<typeof profileFormAction>({ key: "perfil-empreendedor" });
  const handled = useRef<unknown>(null);

  // Spec 8: the dialog closes after a successful save (the toast comes with the revalidation).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.saved && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      onOpenChange(false);
    }
  }, [fetcher.state, fetcher.data, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6"
          data-testid="profile-form-dialog"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">Completar Perfil do Empreendedor</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Com essas informações a plataforma adapta as sugestões à sua realidade.
              </Dialog.Description>
            </div>
            <Dialog.Close className="btn-ghost -mr-2 -mt-1 p-2" aria-label="Fechar">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <ProfileForm
            as={fetcher.Form}
            defaults={defaults}
            lastResult={fetcher.state === "idle" ? fetcher.data?.result : undefined}
            redirectTo={redirectTo}
            enhanced
            pending={fetcher.state !== "idle"}
            cancel={
              <Dialog.Close type="button" className="btn-secondary">
                Cancelar
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
