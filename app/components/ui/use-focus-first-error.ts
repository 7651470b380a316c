import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/** What a failed save leaves in a form: the error summary first, else the first refused field. */
const FIRST_ERROR_SELECTOR = "[data-error-summary], [aria-invalid='true']";

/**
 * With JavaScript, a failed post answers without a new page, so the browser stays where the person pressed "Salvar"
 * (the summary may be screens above). When a post of this page ends, this moves focus, and with it the view, to the
 * form's error summary or its first refused field; a post that succeeded has neither, and focus stays where it is.
 * Without JavaScript the server's page does the same with the summary's autofocus attribute (ErrorList `autoFocus`).
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>) {
  const navigation = useNavigation();
  const posting = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (navigation.formMethod && navigation.formMethod.toUpperCase() === "POST") posting.current = true;
      return;
    }
    if (!posting.current) return;
    posting.current = false;
    const target = form.current?.querySelector<HTMLElement>(FIRST_ERROR_SELECTOR);
    if (!target) return;
    target.focus();
    target.scrollIntoView({ block: "center" });
  }, [navigation.state, navigation.formMethod, form]);
}
