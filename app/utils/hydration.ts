import { createElement, lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactElement } from "react";

type Dialog<Props> = (props: Props) => ReactElement | null;

const noSubscription = () => () => {};

/**
 * False during the server render and while React hydrates (also a part hydrated later, such as a
 * dialog whose code arrives after the page: it must match the server's HTML); true after that and
 * for anything first rendered in the browser.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A component the server renders directly and the browser fetches only when it is first shown:
 * for dialogs that are closed on almost every page (the profile, the premium offer). `onServer` is
 * the component imported from a `.server` module, which the browser build replaces with an empty
 * module (so it is undefined there, and the code stays out of the page's first JavaScript); `load`
 * imports the same component for the browser. Render the result only while the dialog is open.
 *
 * Opened by its URL flag (without JavaScript, or a shared link), the server's HTML is complete and
 * React keeps it until the code arrives, then hydrates it (useHydrated is false until then).
 */
export function serverFirst<Props extends object>(
  onServer: Dialog<Props> | undefined,
  load: () => Promise<Dialog<Props>>,
): ComponentType<Props> {
  // lazy()'s type adds ref props a generic Props cannot be checked against; it renders the same component.
  const InBrowser = lazy(() => load().then((component) => ({ default: component }))) as unknown as Dialog<Props>;
  function ServerFirst(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(onServer ?? InBrowser, props));
  }
  return ServerFirst;
}
