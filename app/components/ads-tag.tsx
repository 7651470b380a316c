import { isValidTagId, tagBootstrapScript, tagScriptUrl } from "~/modules/conversion-events";

/**
 * Google's advertising tag, only when ADS_TAG_ID is configured. Without an id this renders
 * nothing: no third-party script is requested and `window.gtag` never exists, so no event is sent.
 */
export function AdsTag({ tagId }: { tagId: string | null | undefined }) {
  if (!isValidTagId(tagId)) return null;
  return (
    <>
      <script async src={tagScriptUrl(tagId)} />
      <script dangerouslySetInnerHTML={{ __html: tagBootstrapScript(tagId) }} />
    </>
  );
}
