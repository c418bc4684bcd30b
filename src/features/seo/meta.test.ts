import { describe, expect, it } from "vitest";
import { pageHead, type PageHeadInput } from "./meta";

const site = { name: "Acme", url: "https://acme.io" };
const contact: PageHeadInput = {
  title: "Kontakt",
  description: "Schreiben Sie uns.",
  locale: "de",
  path: "/de/contact",
  noindex: false,
  isHome: false,
  alternates: [
    { locale: "en", path: "/contact" },
    { locale: "de", path: "/de/contact" },
    { locale: "ja", path: "/ja/contact" },
  ],
  imageAlt: "The card",
};

describe("pageHead", () => {
  it("gives an indexable page its canonical URL, its locale's card and Open Graph", () => {
    const head = pageHead(contact, site);
    expect(head.title).toBe("Kontakt | Acme");
    expect(head.canonical).toBe("https://acme.io/de/contact");
    expect(head.robots).toBeNull();
    expect(head.forAgents).toEqual({
      markdown: "https://acme.io/de/contact/index.md",
      llmsTxt: "https://acme.io/de/llms.txt",
    });
    expect(head.openGraph).toEqual([
      ["og:type", "website"],
      ["og:site_name", "Acme"],
      ["og:title", "Kontakt"],
      ["og:description", "Schreiben Sie uns."],
      ["og:url", "https://acme.io/de/contact"],
      ["og:locale", "de_DE"],
      ["og:locale:alternate", "en_US"],
      ["og:locale:alternate", "ja_JP"],
      ["og:image", "https://acme.io/de/og-image.png"],
      ["og:image:type", "image/png"],
      ["og:image:width", "1200"],
      ["og:image:height", "630"],
      ["og:image:alt", "The card"],
    ]);
    expect(Object.fromEntries(head.twitter)).toMatchObject({
      "twitter:card": "summary_large_image",
      "twitter:image": "https://acme.io/de/og-image.png",
    });
  });

  it("names the page in every locale, and the default locale's as x-default", () => {
    expect(pageHead(contact, site).alternates).toEqual([
      { hreflang: "en", href: "https://acme.io/contact" },
      { hreflang: "de", href: "https://acme.io/de/contact" },
      { hreflang: "ja", href: "https://acme.io/ja/contact" },
      { hreflang: "x-default", href: "https://acme.io/contact" },
    ]);
  });

  it("leads with the brand on a home page and keeps its slash", () => {
    const head = pageHead({ ...contact, path: "/de/", isHome: true, title: "Start" }, site);
    expect(head.title).toBe("Acme | Start");
    expect(head.canonical).toBe("https://acme.io/de/");
    expect(head.forAgents?.markdown).toBe("https://acme.io/de/index.md");
  });

  it("marks a page not to index and gives it no canonical or og:url", () => {
    const head = pageHead({ ...contact, noindex: true }, site);
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeNull();
    expect(head.openGraph.map(([property]) => property)).not.toContain("og:url");
    expect(head.forAgents).toBeNull();
  });

  it("has no alternates beyond the built locales", () => {
    const english = pageHead(
      {
        ...contact,
        locale: "en",
        path: "/contact",
        alternates: [{ locale: "en", path: "/contact" }],
      },
      site,
    );
    expect(english.alternates.map(({ hreflang }) => hreflang)).toEqual(["en", "x-default"]);
    expect(english.openGraph.map(([property]) => property)).not.toContain("og:locale:alternate");
  });
});
