import { Link } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef } from "react";
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

/** Without JavaScript: the URL that closes the modal. With it: the function that does. */
const CloseContext = createContext<{ href: string } | { close: () => void } | null>(null);

/**
 * A modal dialog. Once hydrated it is the browser's own <dialog> opened with showModal(): focus
 * moves in and comes back, the page behind is inert, Escape closes it, all without a dialog
 * library in the bundle. Before that (or without JavaScript) it is server-rendered markup opened
 * by a URL flag and closed by links.
 */
export function Modal({ open, onOpenChange, closeHref, title, description, className = "max-w-md", children, testId }: ModalProps) {
  const hydrated = useHydrated();
  const panel = `max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${className} overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:p-6`;
  const header = (close: React.ReactNode) => (
    <div className="mb-4 flex items-start justify-between gap-3">
      <div>
        <h2 id="modal-title" className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {description ? (
          <p id="modal-description" className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
      </div>
      {close}
    </div>
  );

  if (!open) return null;
  if (!hydrated) {
    return (
      <CloseContext.Provider value={{ href: closeHref }}>
        <div className="fixed inset-0 z-50">
          <Link to={closeHref} className="absolute inset-0 bg-slate-900/50" aria-label="Fechar" tabIndex={-1} />
          <section
            role="dialog"
            aria-modal="true"
            aria-labelledby="modal-title"
            aria-describedby={description ? "modal-description" : undefined}
            className={`fixed left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 ${panel}`}
            data-testid={testId}
          >
            {header(
              <Link to={closeHref} className="btn-ghost -mr-2 -mt-1 p-2" aria-label="Fechar">
                <CloseIcon />
              </Link>,
            )}
            {children}
          </section>
        </div>
      </CloseContext.Provider>
    );
  }
  return (
    <NativeDialog onClose={() => onOpenChange(false)} className={panel} testId={testId} described={Boolean(description)}>
      {header(
        <button type="button" className="btn-ghost -mr-2 -mt-1 p-2" aria-label="Fechar" onClick={() => onOpenChange(false)}>
          <CloseIcon />
        </button>,
      )}
      {children}
    </NativeDialog>
  );
}

/** A <dialog> shown as modal while mounted; Escape and a click on the backdrop ask to close it. */
function NativeDialog({
  onClose,
  className,
  testId,
  described,
  children,
}: {
  onClose: () => void;
  className: string;
  testId?: string;
  described: boolean;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Focus goes back to what opened the dialog, when that is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <CloseContext.Provider value={{ close: () => closeRef.current() }}>
      <dialog
        ref={ref}
        aria-labelledby="modal-title"
        aria-describedby={described ? "modal-description" : undefined}
        className={`${className} backdrop:bg-slate-900/50`}
        data-testid={testId}
        onCancel={(event) => {
          // Escape: React decides (the parent unmounts the dialog).
          event.preventDefault();
          closeRef.current();
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> element itself.
          if (event.target === event.currentTarget) {
            const box = event.currentTarget.getBoundingClientRect();
            const inside =
              event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
            if (!inside) closeRef.current();
          }
        }}
      >
        {children}
      </dialog>
    </CloseContext.Provider>
  );
}

/** A control that closes the surrounding Modal: a link without JavaScript, a button with it. */
export function ModalClose({ className, children }: { className?: string; children: React.ReactNode }) {
  const context = useContext(CloseContext);
  if (context && "href" in context) {
    return (
      <Link to={context.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => (context && "close" in context ? context.close() : undefined)}>
      {children}
    </button>
  );
}
