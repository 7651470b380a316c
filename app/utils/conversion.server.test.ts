import { signUpEvent } from "~/modules/conversion-events";
import { signUpConversionHeader, takePendingConversions } from "./conversion.server";
import { resetEnvForTests } from "./env.server";

function requestWith(cookieHeader: string | null, path = "/dashboard") {
  const headers = new Headers();
  if (cookieHeader) headers.set("Cookie", cookieHeader.split(";")[0]!);
  return new Request(`http://127.0.0.1${path}`, { headers });
}

describe("sign-up conversion flash", () => {
  afterEach(() => {
    delete process.env.ADS_TAG_ID;
    resetEnvForTests();
  });

  it("sets nothing when no ad tag is configured", async () => {
    resetEnvForTests();
    expect(await signUpConversionHeader(requestWith(null), true)).toBeNull();
  });

  it("sets nothing for a returning user", async () => {
    process.env.ADS_TAG_ID = "AW-123456789";
    resetEnvForTests();
    expect(await signUpConversionHeader(requestWith(null), false)).toBeNull();
  });

  it("carries sign_up (method google) to the next page once, then clears it", async () => {
    process.env.ADS_TAG_ID = "AW-123456789";
    resetEnvForTests();
    const header = await signUpConversionHeader(requestWith(null), true);
    expect(header).toMatch(/^en_conv=.+HttpOnly/);
    const taken = await takePendingConversions(requestWith(header));
    expect(taken.events).toEqual([signUpEvent("google")]);
    expect(taken.header).toMatch(/^en_conv=;.*Expires=Thu, 01 Jan 1970/);
    expect(await takePendingConversions(requestWith(null))).toEqual({ events: [], header: null });
  });

  it("leaves the flash for the opener when the sign-in ran in a popup", async () => {
    process.env.ADS_TAG_ID = "AW-123456789";
    resetEnvForTests();
    const header = await signUpConversionHeader(requestWith(null), true);
    expect(await takePendingConversions(requestWith(header, "/auth/popup-complete?redirectTo=%2Fdashboard"))).toEqual({
      events: [],
      header: null,
    });
  });

  it("ignores a forged cookie", async () => {
    process.env.ADS_TAG_ID = "AW-123456789";
    resetEnvForTests();
    const forged = `en_conv=${Buffer.from(JSON.stringify(["sign_up"])).toString("base64")}`;
    expect((await takePendingConversions(requestWith(forged))).events).toEqual([]);
  });
});
