// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../config/site";
import { PageMeta } from "./page-meta";

function renderHead(meta: Parameters<typeof PageMeta>[0]["meta"]) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<PageMeta meta={meta} />);
  const content = (selector: string) =>
    [...container.querySelectorAll(selector)].map(
      (element) => element.getAttribute("content") ?? element.getAttribute("href"),
    );
  return { container, content };
}

describe("PageMeta", () => {
  it("renders the Open Graph tags as property= and Twitter's as name=", () => {
    const { content } = renderHead({ title: "Contact", description: "d", path: "/contact" });
    expect(content('link[rel="canonical"]')).toEqual([`${siteConfig.url}/contact`]);
    expect(content('meta[property="og:url"]')).toEqual([`${siteConfig.url}/contact`]);
    expect(content('meta[property="og:image"]')).toEqual([`${siteConfig.url}/og-image.png`]);
    expect(content('meta[name="twitter:card"]')).toEqual(["summary_large_image"]);
    expect(content('meta[name="theme-color"]')).toEqual(["#ffffff", "#020617"]);
    expect(content('link[rel="manifest"]')).toEqual(["/manifest.webmanifest"]);
  });

  it("gives each theme its browser colour, chosen by the system until the visitor chooses", () => {
    const { container } = renderHead({ title: "Home", description: "d", path: "/" });
    const media = [...container.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
      meta.getAttribute("media"),
    );
    expect(media).toEqual(["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]);
  });

  it("gives a noindex page robots noindex and no canonical", () => {
    const { content } = renderHead({ title: "Not found", description: "d", noindex: true });
    expect(content('meta[name="robots"]')).toEqual(["noindex"]);
    expect(content('link[rel="canonical"]')).toEqual([]);
    expect(content('meta[property="og:url"]')).toEqual([]);
  });

  it("renders only tags the prerender step moves into <head>", () => {
    const { container } = renderHead({ title: "Home", description: "d", path: "/" });
    const tags = new Set([...container.children].map((element) => element.tagName));
    expect([...tags].sort()).toEqual(["LINK", "META", "TITLE"]);
  });
});
