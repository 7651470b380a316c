import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import { createContext, useContext } from "react";
import { CloseIcon } from "~/components/icons";
import { useHydrated } from "~/utils/hydration";

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the close controls go without JavaScript (the same URL without the opening flag). */
  closeHref: string;
  title: string;
  description?: string;
  className?: string;
  children: React.ReactNode;
  testId?: string;
};

const CloseHrefContext = createContext<string | null>(null);

/**
 * A dialog that is a Radix Dialog once hydrated, and plain server-rendered markup (opened by a
 * URL flag, closed by links) before that, so it works without JavaScript.
 */
export function Modal({ open, onOpenChange, closeHref, title, description, className = "max-w-md", children, testId }: ModalProps) {
  const hydrated = useHydrated();
  const panel = `fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${className} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6`;
  const header = (titleNode: React.ReactNode, close: React.ReactNode) => (
    <div className="mb-4 flex items-start justify-between gap-3">
      <div>
        {titleNode}
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      </div>
      {close}
    </div>
  );

  if (!hydrated) {
    if (!open) return null;
    return (
      <CloseHrefContext.Provider value={closeHref}>
        <div className="fixed inset-0 z-50">
          <Link to={closeHref} className="absolute inset-0 bg-slate-900/50" aria-label="Fechar" tabIndex={-1} />
          <section role="dialog" aria-modal="true" aria-labelledby="modal-title" className={panel} data-testid={testId}>
            {header(
              <h2 id="modal-title" className="text-lg font-bold text-slate-900">{title}</h2>,
              <Link to={closeHref} className="btn-ghost -mr-2 -mt-1 p-2" aria-label="Fechar">
                <CloseIcon />
              </Link>,
            )}
            {children}
          </section>
        </div>
      </CloseHrefContext.Provider>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className={panel} aria-describedby={undefined} data-testid={testId}>
          {header(
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>,
            <Dialog.Close className="btn-ghost -mr-2 -mt-1 p-2" aria-label="Fechar">
              <CloseIcon />
            </Dialog.Close>,
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A control that closes the surrounding Modal: a link without JavaScript, a button with it. */
export function ModalClose({ className, children }: { className?: string; children: React.ReactNode }) {
  const closeHref = useContext(CloseHrefContext);
  if (closeHref !== null) {
    return (
      <Link to={closeHref} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Dialog.Close type="button" className={className}>
      {children}
    </Dialog.Close>
  );
}
