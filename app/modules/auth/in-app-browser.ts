/** Instagram's and Facebook's in-app browsers block Google sign-in in the same window. */
export function isInAppBrowser(userAgent: string | null | undefined) {
  return /Instagram|FBAN|FBAV/.test(userAgent ?? "");
}

export const LOGIN_POPUP_FEATURES = "width=500,height=600";
