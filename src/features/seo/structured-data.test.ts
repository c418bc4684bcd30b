import { describe, expect, it } from "vitest";
import { pageStructuredData } from "./structured-data";

const site = {
  name: "Acme",
  url: "https://acme.io",
  email: "sales@acme.io",
  social: [{ href: "https://www.linkedin.com/company/acme" }, { href: "https://x.io/acme" }],
};

describe("pageStructuredData", () => {
  it("describes the organization, the website in its languages and the home page in its own", () => {
    const data = pageStructuredData(
      site,
      { type: "WebPage", path: "/de/", title: "Start", description: "d", locale: "de" },
      ["en", "de"],
    );
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
        inLanguage: ["en", "de"],
        publisher: { "@id": "https://acme.io/#organization" },
      },
      {
        "@type": "WebPage",
        "@id": "https://acme.io/de/#webpage",
        url: "https://acme.io/de/",
        name: "Start",
        description: "d",
        inLanguage: "de",
        isPartOf: { "@id": "https://acme.io/#website" },
        about: { "@id": "https://acme.io/#organization" },
      },
    ]);
  });

  it("describes another page by reference to the website", () => {
    const data = pageStructuredData(
      site,
      {
        type: "ContactPage",
        path: "/ja/contact",
        title: "お問い合わせ",
        description: "d",
        locale: "ja",
      },
      ["en", "ja"],
    );
    expect(data["@graph"]).toEqual([
      expect.objectContaining({
        "@type": "ContactPage",
        inLanguage: "ja",
        isPartOf: { "@id": "https://acme.io/#website" },
      }),
    ]);
  });
});
