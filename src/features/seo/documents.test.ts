import { describe, expect, it } from "vitest";
import { aiCrawlers } from "./ai-crawlers";
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

/** robots.txt's groups, as a crawler reads them: each group's agents and rules. */
function groups(text: string) {
  return text
    .split("\n\n")
    .map((block) => block.split("\n").filter((line) => line && !line.startsWith("#")))
    .map((lines) => ({
      agents: lines.filter((l) => l.startsWith("User-agent:")).map((l) => l.slice(12)),
      rules: lines.filter((l) => !l.startsWith("User-agent:")),
    }));
}

describe("robotsTxt", () => {
  it("by default lets AI assistants answer from the site, not train on it", () => {
    const text = robotsTxt("https://acme.io");
    const [, all, answers, training, sitemap] = groups(text);
    expect(text).toContain("# Content-Usage: search=y, train-ai=n\n");
    expect(all).toEqual({ agents: ["*"], rules: ["Allow: /"] });
    expect(answers?.agents).toEqual(aiCrawlers.search);
    expect(answers?.rules).toEqual(["Allow: /"]);
    expect(training?.agents).toEqual(aiCrawlers.training);
    expect(training?.agents).toEqual(expect.arrayContaining(["GPTBot", "ClaudeBot", "CCBot"]));
    expect(training?.rules).toEqual(["Disallow: /"]);
    expect(sitemap?.rules).toEqual(["Sitemap: https://acme.io/sitemap.xml"]);
    expect(text.endsWith("\n")).toBe(true);
  });

  it("follows the policy both ways", () => {
    const text = robotsTxt("https://a.io", { search: false, training: true });
    const [, all, answers, training] = groups(text);
    expect(text).toContain("search=yes, ai-input=no, ai-train=yes");
    expect(text).toContain("# Content-Usage: search=y, train-ai=y\n");
    expect(all?.rules).toEqual(["Allow: /"]);
    expect(answers?.rules).toEqual(["Disallow: /"]);
    expect(training?.rules.at(-1)).toBe("Allow: /");
  });
});

it("has only directives every robots.txt parser knows", () => {
  const directives = robotsTxt("https://a.io")
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.slice(0, line.indexOf(":")));
  expect(new Set(directives)).toEqual(new Set(["User-agent", "Allow", "Disallow", "Sitemap"]));
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
