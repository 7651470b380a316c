import { isValidTagId, tagBootstrapScript, tagScriptUrl } from "~/modules/conversion-events";

/**
 * Google's advertising tag, only when ADS_TAG_ID is configured. Without an id this renders
 * nothing: no third-party script is requested and `window.gtag` never exists, so no event is sent.
 */
export function AdsTag({ tagId, nonce }: { tagId: string | null | undefined; nonce?: string }) {
  if (!isValidTagId(tagId)) return null;
  return (
    <>
      <script async src={tagScriptUrl(tagId)} nonce={nonce} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagBootstrapScript(tagId) }} />
    </>
  );
}
