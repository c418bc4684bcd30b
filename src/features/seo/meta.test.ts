import { describe, expect, it } from "vitest";
import { pageHead } from "./meta";

const site = { name: "Acme", url: "https://acme.io" };

describe("pageHead", () => {
  it("gives an indexable page an absolute canonical URL, Open Graph and a large card", () => {
    const head = pageHead(
      { title: "Contact", description: "Write to us.", path: "/contact" },
      site,
      "The card",
    );
    expect(head.title).toBe("Contact | Acme");
    expect(head.canonical).toBe("https://acme.io/contact");
    expect(head.robots).toBeNull();
    expect(Object.fromEntries(head.openGraph)).toEqual({
      "og:type": "website",
      "og:site_name": "Acme",
      "og:title": "Contact",
      "og:description": "Write to us.",
      "og:url": "https://acme.io/contact",
      "og:image": "https://acme.io/og-image.png",
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "The card",
    });
    expect(Object.fromEntries(head.twitter)).toEqual({
      "twitter:card": "summary_large_image",
      "twitter:title": "Contact",
      "twitter:description": "Write to us.",
      "twitter:image": "https://acme.io/og-image.png",
      "twitter:image:alt": "The card",
    });
  });

  it("keeps the trailing slash of the home page's canonical URL", () => {
    const head = pageHead({ title: "Home", description: "d", path: "/" }, site, "alt");
    expect(head.canonical).toBe("https://acme.io/");
  });

  it("marks a noindex page and gives it no canonical or og:url", () => {
    const head = pageHead({ title: "Not found", description: "d", noindex: true }, site, "alt");
    expect(head.robots).toBe("noindex");
    expect(head.canonical).toBeNull();
    expect(head.openGraph.map(([property]) => property)).not.toContain("og:url");
  });

  it("drops the canonical URL of a page that has a path but is noindex", () => {
    const head = pageHead(
      { title: "Draft", description: "d", path: "/draft", noindex: true },
      site,
      "alt",
    );
    expect(head.canonical).toBeNull();
  });
});
