import { describe, expect, it } from "vitest";
import { BrandEnvError, brandEnvDefaults, resolveBrandEnv } from "./brand-env";

describe("resolveBrandEnv", () => {
  it("falls back to the defaults when nothing is set", () => {
    expect(resolveBrandEnv({})).toEqual(brandEnvDefaults);
  });

  it("ignores empty and whitespace-only values", () => {
    expect(resolveBrandEnv({ SITE_EMAIL: "  ", SITE_URL: "" })).toEqual(brandEnvDefaults);
  });

  it("applies trimmed overrides and drops a trailing slash from the site URL", () => {
    const env = resolveBrandEnv({
      SITE_URL: " https://acme.io/ ",
      SITE_EMAIL: "sales@acme.io",
      SITE_VIDEO_ID: "abcdefghijk",
      SITE_NAME: "Acme",
    });
    expect(env).toMatchObject({
      siteUrl: "https://acme.io",
      email: "sales@acme.io",
      videoId: "abcdefghijk",
      name: "Acme",
    });
  });

  it("lists every invalid variable in one error", () => {
    const attempt = () =>
      resolveBrandEnv({
        SITE_URL: "acme.io",
        SITE_EMAIL: "not-an-email",
        SITE_VIDEO_ID: "short",
        SITE_LINKEDIN_URL: "http://linkedin.com/x",
      });
    expect(attempt).toThrow(BrandEnvError);
    expect(attempt).toThrow(/SITE_URL.*\n.*SITE_EMAIL.*\n.*SITE_VIDEO_ID.*\n.*SITE_LINKEDIN_URL/);
  });

  it("rejects markup in the e-mail address", () => {
    expect(() => resolveBrandEnv({ SITE_EMAIL: "<b>@x.io" })).toThrow(/SITE_EMAIL/);
  });
});
