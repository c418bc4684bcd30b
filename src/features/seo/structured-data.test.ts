import { describe, expect, it } from "vitest";
import { homeStructuredData, serializeJsonLd } from "./structured-data";

describe("homeStructuredData", () => {
  it("describes the organization and the website with absolute URLs", () => {
    const data = homeStructuredData({
      name: "Acme",
      url: "https://acme.io",
      email: "sales@acme.io",
      social: [{ href: "https://www.linkedin.com/company/acme" }, { href: "https://x.io/acme" }],
    });
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@graph"]).toEqual([
      {
        "@type": "Organization",
        "@id": "https://acme.io/#organization",
        name: "Acme",
        url: "https://acme.io/",
        logo: "https://acme.io/icon-512.png",
        email: "sales@acme.io",
        sameAs: ["https://www.linkedin.com/company/acme", "https://x.io/acme"],
      },
      {
        "@type": "WebSite",
        "@id": "https://acme.io/#website",
        name: "Acme",
        url: "https://acme.io/",
        inLanguage: "en",
        publisher: { "@id": "https://acme.io/#organization" },
      },
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element or start a comment, and parses back unchanged", () => {
    const data = { name: "</script><!-- a & b > c \u2028" };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
