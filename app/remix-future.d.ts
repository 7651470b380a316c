// Single-fetch typing; must live in a module file (STACK-NOTES 6).
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
