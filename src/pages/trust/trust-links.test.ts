import { describe, expect, it } from "vitest";
import { contactRequestPath, evidenceDateText, securityContactOf } from "./trust-links.ts";

describe("trust center links", () => {
  it("carries the subject to the contact form, encoded", () => {
    expect(contactRequestPath("/de/contact", "Anfrage: AVV & mehr")).toBe(
      "/de/contact?subject=Anfrage%3A+AVV+%26+mehr",
    );
  });

  it("shows a mail or phone contact without its scheme, a web form as its URL", () => {
    expect(securityContactOf("mailto:security@example.com")).toEqual({
      href: "mailto:security@example.com",
      text: "security@example.com",
    });
    expect(securityContactOf("https://example.com/report").text).toBe("https://example.com/report");
  });

  it("writes the evidence date as the locale does", () => {
    expect(evidenceDateText("2026-03-18", "de")).toBe("18. März 2026");
    expect(evidenceDateText("2026-03-18", "ja")).toBe("2026年3月18日");
  });
});
