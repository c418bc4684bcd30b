import { describe, expect, it } from "vitest";
import { operatorEnvDefaults } from "../../config/operator-env";
import { securityTxt } from "./security-txt";

describe("securityTxt", () => {
  it("writes the RFC 9116 fields from the configuration", () => {
    const text = securityTxt(operatorEnvDefaults, {
      url: "https://acme.io",
      locales: ["en", "de", "ja"],
    });
    expect(text.split("\n")).toEqual([
      "Contact: mailto:security@example.com",
      `Expires: ${operatorEnvDefaults.securityExpires}`,
      "Preferred-Languages: en, de, ja",
      "Canonical: https://acme.io/.well-known/security.txt",
      "",
    ]);
  });
});
