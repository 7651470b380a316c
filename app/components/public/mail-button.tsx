import { mailtoHref } from "~/modules/site/mailto";
import { MailIcon } from "~/components/icons";

type MailButtonProps = {
  email: string;
  subject: string;
  children: React.ReactNode;
  variant?: "primary" | "secondary";
  className?: string;
  /** Accessible name when the visible label alone is ambiguous (e.g. several 'Solicitar'). */
  label?: string;
};

/** A contact button: a mailto: link with the spec's prefilled subject, works without JavaScript. */
export function MailButton({ email, subject, children, variant = "primary", className = "", label }: MailButtonProps) {
  return (
    <a
      href={mailtoHref(email, subject)}
      className={`${variant === "primary" ? "btn-primary" : "btn-secondary"} ${className}`}
      aria-label={label}
    >
      <MailIcon className="h-4 w-4" />
      {children}
    </a>
  );
}
