// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../config/site";
import type { PageHeadInput } from "./meta";
import { PageMeta } from "./page-meta";

const contact: PageHeadInput = {
  title: "Contact",
  description: "d",
  locale: "en",
  path: "/contact",
  noindex: false,
  isHome: false,
  alternates: [
    { locale: "en", path: "/contact" },
    { locale: "de", path: "/de/contact" },
  ],
  imageAlt: "The card",
};

function renderHead(input: PageHeadInput) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<PageMeta {...input} />);
  const content = (selector: string) =>
    [...container.querySelectorAll(selector)].map(
      (element) => element.getAttribute("content") ?? element.getAttribute("href"),
    );
  return { container, content };
}

describe("PageMeta", () => {
  it("renders the Open Graph tags as property= and Twitter's as name=", () => {
    const { content } = renderHead(contact);
    expect(content('link[rel="canonical"]')).toEqual([`${siteConfig.url}/contact`]);
    expect(content('meta[property="og:url"]')).toEqual([`${siteConfig.url}/contact`]);
    expect(content('meta[property="og:image"]')).toEqual([`${siteConfig.url}/og-image.png`]);
    expect(content('meta[property="og:locale:alternate"]')).toEqual(["de_DE"]);
    expect(content('meta[name="twitter:card"]')).toEqual(["summary_large_image"]);
    expect(content('link[rel="icon"][type="image/svg+xml"]')).toEqual([siteConfig.logo.src]);
    // Rendered on the server: the manifest link comes once the page runs (see PageMeta).
    expect(content('link[rel="manifest"]')).toEqual([]);
  });

  it("links the page in each language with hreflang", () => {
    const { container } = renderHead(contact);
    const alternates = [...container.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => [link.getAttribute("hreflang"), link.getAttribute("href")],
    );
    expect(alternates).toEqual([
      ["en", `${siteConfig.url}/contact`],
      ["de", `${siteConfig.url}/de/contact`],
      ["x-default", `${siteConfig.url}/contact`],
    ]);
  });

  it("points AI assistants at the page's Markdown and the llms.txt that covers it", () => {
    const { content } = renderHead({ ...contact, locale: "de", path: "/de/contact" });
    expect(content('link[rel="alternate"][type="text/markdown"]')).toEqual([
      `${siteConfig.url}/de/contact/index.md`,
    ]);
    expect(content('link[rel="describedby"]')).toEqual([`${siteConfig.url}/de/llms.txt`]);
  });

  it("gives a noindex page robots noindex and no canonical", () => {
    const { content } = renderHead({ ...contact, noindex: true });
    expect(content('meta[name="robots"]')).toEqual(["noindex"]);
    expect(content('link[rel="canonical"]')).toEqual([]);
    expect(content('meta[property="og:url"]')).toEqual([]);
    expect(content('link[type="text/markdown"], link[rel="describedby"]')).toEqual([]);
  });

  it("renders only tags React hoists into <head>", () => {
    const { container } = renderHead(contact);
    const tags = new Set([...container.children].map((element) => element.tagName));
    expect([...tags].sort()).toEqual(["LINK", "META", "TITLE"]);
  });
});

describe("PageMeta in the browser", () => {
  it("links the web app manifest once the page runs", async () => {
    const { render } = await import("@testing-library/react");
    render(<PageMeta {...contact} />);
    expect(document.head.querySelector('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/manifest.webmanifest",
    );
  });
});
