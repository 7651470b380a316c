import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Modal, ModalClose } from "~/components/ui/modal";
import type { ProfileFormDefaults } from "~/modules/profile/profile-copy";
import type { profileFormAction } from "~/utils/profile-form.server";
import { PROFILE_FORM_ACTION } from "~/modules/profile/profile-copy";
import { ProfileForm } from "./profile-form";

/**
 * The profile form in a dialog, for when JavaScript runs (the 'Criar' of profile_completed).
 * Without JavaScript the same form lives on the page /dashboard/perfil.
 */
export default function ProfileFormDialog({
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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      closeHref={`${PROFILE_FORM_ACTION}?${new URLSearchParams({ redirectTo })}`}
      title="Completar Perfil do Empreendedor"
      description="Com essas informações a plataforma adapta as sugestões à sua realidade."
      className="max-w-lg"
      testId="profile-form-dialog"
    >
      <ProfileForm
        as={fetcher.Form}
        defaults={defaults}
        lastResult={fetcher.state === "idle" ? fetcher.data?.result : undefined}
        redirectTo={redirectTo}
        enhanced
        pending={fetcher.state !== "idle"}
        cancel={<ModalClose className="btn-secondary">Cancelar</ModalClose>}
      />
    </Modal>
  );
}
