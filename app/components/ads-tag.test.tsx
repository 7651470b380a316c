import { renderToStaticMarkup } from "react-dom/server";
import { AdsTag } from "./ads-tag";

describe("AdsTag", () => {
  it("renders no script at all without an id", () => {
    expect(renderToStaticMarkup(<AdsTag tagId={undefined} />)).toBe("");
    expect(renderToStaticMarkup(<AdsTag tagId="" />)).toBe("");
    expect(renderToStaticMarkup(<AdsTag tagId="not an id" />)).toBe("");
  });

  it("loads gtag with the configured id", () => {
    const html = renderToStaticMarkup(<AdsTag tagId="AW-123456789" />);
    expect(html).toContain('<script async="" src="https://www.googletagmanager.com/gtag/js?id=AW-123456789"></script>');
    expect(html).toContain(`gtag('config',"AW-123456789");`);
  });
});
