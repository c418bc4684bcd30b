import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml, webManifest } from "./documents";

describe("webManifest", () => {
  const icons = [{ path: "/icon-192.png", size: 192 }];

  it("names the app, starts at the root and lists the icons", () => {
    expect(webManifest({ name: "Acme", description: "d" }, icons)).toMatchObject({
      name: "Acme",
      short_name: "Acme",
      start_url: "/",
      display: "standalone",
      theme_color: "#020617",
      background_color: "#020617",
      icons: [{ src: "/icon-192.png", sizes: "192x192", type: "image/png" }],
    });
  });

  it("shortens a long brand name for launchers", () => {
    const manifest = webManifest({ name: "Observability Unlimited Inc", description: "d" }, icons);
    expect(manifest.short_name).toBe("Observabilit");
  });
});

describe("robotsTxt", () => {
  it("allows everything and points at the absolute sitemap", () => {
    expect(robotsTxt("https://acme.io")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://acme.io/sitemap.xml\n",
    );
  });
});

describe("sitemapXml", () => {
  it("lists every URL, escaped, with its language alternates", () => {
    const xml = sitemapXml([
      {
        loc: "https://acme.io/a?b=1&c=2",
        alternates: [
          { hreflang: "en", href: "https://acme.io/a?b=1&c=2" },
          { hreflang: "de", href: "https://acme.io/de/a" },
        ],
      },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain("<loc>https://acme.io/a?b=1&amp;c=2</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://acme.io/de/a"/>',
    );
  });
});
