import { describe, expect, it } from "vitest";
import { exampleLaunchEnv as real } from "./example-launch-env";
import {
  dpoOf,
  editorsOf,
  expiresProblem,
  OperatorEnvError,
  operatorEnvDefaults,
  resolveOperatorEnv,
} from "./operator-env";

const now = new Date("2026-11-27T12:00:00Z");

describe("resolveOperatorEnv", () => {
  it("keeps the fictitious defaults for a build on the placeholder address", () => {
    expect(resolveOperatorEnv({}, now)).toEqual(operatorEnvDefaults);
  });

  it("says the defaults are fictitious", () => {
    expect(operatorEnvDefaults.legalName).toMatch(/fictitious/);
    expect(operatorEnvDefaults.address.join(" ")).toMatch(/fictitious/);
  });

  it("splits addresses into lines and accepts a complete real configuration", () => {
    const env = resolveOperatorEnv({ ...real, OPERATOR_JA_ADDRESS: "東京都千代田区1-1" }, now);
    expect(env.address).toEqual(["Torstraße 5", "10119 Berlin"]);
    expect(env.jaAddress).toEqual(["東京都千代田区1-1"]);
  });

  it("stops a build for a real host that left a placeholder fact, naming the variable", () => {
    const partial: Record<string, string | undefined> = { ...real };
    delete partial.OPERATOR_VAT_ID;
    delete partial.HOSTING_PROVIDER;
    const attempt = () => resolveOperatorEnv(partial, now);
    expect(attempt).toThrow(OperatorEnvError);
    expect(attempt).toThrow(/OPERATOR_VAT_ID is still the fictitious default[^\n]*acme\.io/);
    expect(attempt).toThrow(/HOSTING_PROVIDER is still the fictitious default/);
  });

  it("asks a real build where its contact and telemetry endpoints are", () => {
    const env = {
      ...real,
      CONTACT_ENDPOINT: "https://x.io/f",
      CONTACT_ENDPOINT_COUNTRY: undefined,
      OTEL_EXPORTER_OTLP_ENDPOINT: "https://o.io",
    };
    expect(() => resolveOperatorEnv(env, now)).toThrow(
      /CONTACT_ENDPOINT_COUNTRY is not set[^\n]*\n\s*TELEMETRY_ENDPOINT_COUNTRY is not set/,
    );
    const placed = { ...env, CONTACT_ENDPOINT_COUNTRY: "US", TELEMETRY_ENDPOINT_COUNTRY: "DE" };
    expect(resolveOperatorEnv(placed, now).contactCountry).toBe("US");
  });

  it("lists every malformed value at once", () => {
    const attempt = () =>
      resolveOperatorEnv(
        { OPERATOR_VAT_ID: "123", OPERATOR_PHONE: "030 123", OPERATOR_ADDRESS: "x" },
        now,
      );
    expect(attempt).toThrow(
      /OPERATOR_ADDRESS[^\n]*\n[^\n]*OPERATOR_VAT_ID[^\n]*\n[^\n]*OPERATOR_PHONE/,
    );
  });
});

describe("the privacy policy's operator facts", () => {
  it("stops a real build that does not say whether a data protection officer is appointed", () => {
    const attempt = () => resolveOperatorEnv({ ...real, OPERATOR_DPO: undefined }, now);
    expect(attempt).toThrow(/OPERATOR_DPO is not set: the privacy policy must say whether/);
    expect(resolveOperatorEnv({ ...real, OPERATOR_DPO: "Eva Roth <dpo@acme.io>" }, now).dpo).toBe(
      "Eva Roth <dpo@acme.io>",
    );
    expect(() => resolveOperatorEnv({ ...real, OPERATOR_DPO: "maybe" }, now)).toThrow(
      /OPERATOR_DPO="maybe" must be "none"/,
    );
    expect(dpoOf("none")).toBe("none");
    expect(dpoOf("")).toBeNull();
  });

  it("asks each of several editors the part they answer for (§ 18(2) MStV)", () => {
    const two = (value: string) => () =>
      resolveOperatorEnv({ ...real, OPERATOR_EDITORS: value }, now);
    expect(two("Jane Doe; John Roe")).toThrow(/OPERATOR_EDITORS[^\n]*the part they answer for/);
    expect(two("Jane Doe: blog; John Roe: blog")).toThrow(/OPERATOR_EDITORS/);
    expect(editorsOf(two("Jane Doe: blog; John Roe: pages")().editors)).toEqual([
      { name: "Jane Doe", part: "blog" },
      { name: "John Roe", part: "pages" },
    ]);
    expect(editorsOf(["Jane Doe"])).toEqual([{ name: "Jane Doe", part: "all" }]);
  });

  it("refuses a Land it does not know, and an operator abroad without its authority", () => {
    expect(() => resolveOperatorEnv({ OPERATOR_STATE: "XX" }, now)).toThrow(/OPERATOR_STATE/);
    expect(() => resolveOperatorEnv({ OPERATOR_COUNTRY: "FR" }, now)).toThrow(
      /SUPERVISORY_AUTHORITY is not set/,
    );
    const france = resolveOperatorEnv(
      {
        OPERATOR_COUNTRY: "FR",
        SUPERVISORY_AUTHORITY: "CNIL; 3 Place de Fontenoy; 75007 Paris; https://www.cnil.fr",
      },
      now,
    );
    expect(france.supervisoryAuthority).toHaveLength(4);
  });
});

describe("the launch guards in a real build", () => {
  it("stops a build without a contact endpoint, with the placeholder video or social links", () => {
    const placeholders = {
      ...real,
      CONTACT_ENDPOINT: undefined,
      CONTACT_ENDPOINT_COUNTRY: undefined,
      SITE_VIDEO_ID: undefined,
      SITE_INSTAGRAM_URL: "https://www.instagram.com/example/",
    };
    const attempt = () => resolveOperatorEnv(placeholders, now);
    expect(attempt).toThrow(/CONTACT_ENDPOINT is not set[^\n]*acme\.io/);
    expect(attempt).toThrow(/SITE_VIDEO_ID is the placeholder demo video/);
    expect(attempt).toThrow(/SITE_INSTAGRAM_URL is the placeholder Instagram account/);
    expect(attempt).not.toThrow(/SITE_LINKEDIN_URL|SITE_YOUTUBE_URL/);
  });

  it("lets a preview build keep every placeholder", () => {
    expect(() => resolveOperatorEnv({ SITE_URL: "https://www.example.com/" }, now)).not.toThrow();
  });
});

describe("expiresProblem", () => {
  it("refuses a date past or more than a year ahead", () => {
    expect(expiresProblem("2026-11-01T00:00:00Z", now)).toMatch(/past/);
    expect(expiresProblem("2028-01-01T00:00:00Z", now)).toMatch(/more than a year/);
    expect(expiresProblem("2027-06-30T00:00:00Z", now)).toBeNull();
  });

  it("is refused by the build through SECURITY_TXT_EXPIRES", () => {
    expect(() => resolveOperatorEnv({ SECURITY_TXT_EXPIRES: "2026-01-01T00:00:00Z" }, now)).toThrow(
      /SECURITY_TXT_EXPIRES is past/,
    );
  });
});
