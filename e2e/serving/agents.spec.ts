// What AI assistants get from the server under test (`npm start`'s, or nginx configured by
// deploy/nginx/): each locale's llms.txt, every page's Markdown twin at its own address for
// `Accept: text/markdown` (HTML for everyone else), and the links that lead to both.
import { parseLlmsTxt } from "../../builder/agents/llms-txt";
import { markdownHeadings, unescapeText } from "../../builder/agents/markdown";
import { contentTypeFor } from "../../server/content-types";
import { revalidateCache } from "../../server/security-headers";
import { resolveBrandEnv } from "../../src/config/brand-env";
import { llmsTxtPath, markdownTwinPath } from "../../src/features/seo/seo-config";
import { content, featureItems, pageHeading, siteLocales, sitePages } from "../support/content";
import { gotoHydrated } from "../support/fixtures";
import { decodedBody, rawRequest, single, type RawResponse } from "./support/raw-http";
import { servedBuild, type ServedBuild } from "./support/served-build";
import { browserTest, expect, test } from "./support/served-site";

const { siteUrl, name: brandName } = resolveBrandEnv(process.env);
const pages = sitePages.filter((page) => page.status === 200);
const markdownType = contentTypeFor("/index.md");
const browserAccept =
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

/** Every Vary token of a response, however many Vary fields carry them. */
const varies = (response: RawResponse) =>
  response.headers
    .filter(([name]) => name === "vary")
    .flatMap(([, value]) => value.split(","))
    .map((token) => token.trim().toLowerCase());

/** The path of one of the site's absolute URLs (the build's SITE_URL). */
function sitePath(url: string): string {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true);
  return url.slice(siteUrl.length);
}

/** The targets of a Link header, by relation (`alternate`, `describedby`, `canonical`). */
/** A Link header's targets by relation, resolved as a client resolves them: against the site's page. */
function linkTargets(value: string | undefined, path: string): Record<string, string> {
  return Object.fromEntries(
    [...(value ?? "").matchAll(/<([^>]+)>\s*;\s*rel="([^"]+)"/g)].map((m) => [
      m[2],
      new URL(m[1]!, `${siteUrl}${path}`).href,
    ]),
  );
}

let build: ServedBuild;
const get = (
  origin: string,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
) => rawRequest(origin, { method, target, headers });

test.beforeAll(async () => {
  build = await servedBuild();
});

test("each locale's llms.txt parses, and every page it lists answers in Markdown", async ({
  baseURL,
}) => {
  for (const locale of siteLocales) {
    const response = await get(baseURL!, llmsTxtPath(locale));
    expect(response.status, llmsTxtPath(locale)).toBe(200);
    const file = parseLlmsTxt(decodedBody(response).toString("utf8"));
    expect(file.title).toBe(brandName);
    expect(file.summary).toBe(content(locale).home.meta.description);
    const [listed, optional] = file.sections;
    expect(listed?.heading).toBe(content(locale).agents.llms.pages);
    // The site's own pages first; the blog's first page and its posts follow.
    const own = pages.filter((page) => page.locale === locale).map((page) => page.path);
    expect(listed?.links.slice(0, own.length).map((link) => sitePath(link.url))).toEqual(
      own.map(markdownTwinPath),
    );
    for (const link of listed?.links ?? []) {
      const twin = await get(baseURL!, sitePath(link.url));
      expect(twin.status, link.url).toBe(200);
      expect(single(twin, "content-type"), link.url).toBe(markdownType);
      expect(decodedBody(twin).equals(build.read(sitePath(link.url))), link.url).toBe(true);
    }
    // The other languages' files, to be skipped when context is short.
    expect(optional?.heading ?? "Optional").toBe("Optional");
    for (const link of optional?.links ?? []) {
      expect((await get(baseURL!, sitePath(link.url))).status, link.url).toBe(200);
    }
  }
});

test("Accept: text/markdown on a page's own address answers its twin, in its language", async ({
  baseURL,
}) => {
  for (const page of pages) {
    for (const method of ["GET", "HEAD"]) {
      const accept = { Accept: "text/markdown", "Accept-Encoding": "br" };
      const response = await get(baseURL!, page.path, accept, method);
      const label = `${method} ${page.path}`;
      expect(response.status, label).toBe(200);
      expect(single(response, "content-type"), label).toBe(markdownType);
      expect(single(response, "content-encoding"), label).toBe("br");
      expect(varies(response), label).toEqual(
        expect.arrayContaining(["accept", "accept-encoding"]),
      );
      expect(single(response, "cache-control"), label).toBe(revalidateCache);
      for (const [name, value] of build.declared(page.path)) {
        expect(single(response, name), `${label}: ${name}`).toBe(value);
      }
      if (method === "HEAD") continue;
      const body = decodedBody(response);
      expect(body.equals(build.read(markdownTwinPath(page.path))), label).toBe(true);
      expect(markdownHeadings(body.toString("utf8"))[0]?.text, label).toBe(pageHeading(page));
    }
  }
});

test("browsers and */* clients get the HTML, which varies on Accept too", async ({ baseURL }) => {
  for (const page of pages) {
    for (const accept of [browserAccept, "*/*", "text/html", "text/markdown;q=0"]) {
      const response = await get(baseURL!, page.path, { Accept: accept });
      const label = `${page.path} (Accept: ${accept})`;
      expect(response.status, label).toBe(200);
      expect(single(response, "content-type"), label).toBe("text/html; charset=utf-8");
      expect(varies(response), label).toContain("accept");
      expect(decodedBody(response).equals(build.read(`/${page.file}`)), label).toBe(true);
    }
  }
});

test("the head's links and the Link header lead to the twin and the llms.txt", async ({
  baseURL,
}) => {
  for (const page of pages) {
    const response = await get(baseURL!, page.path);
    const html = decodedBody(response).toString("utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const inHead = {
      alternate: /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(head)?.[1],
      describedby: /<link rel="describedby" href="([^"]+)"/.exec(head)?.[1],
    };
    const inHeader = linkTargets(single(response, "link"), page.path);
    expect(inHeader, page.path).toEqual(inHead);
    expect(sitePath(inHead.alternate!), page.path).toBe(markdownTwinPath(page.path));
    expect(sitePath(inHead.describedby!), page.path).toBe(llmsTxtPath(page.locale));
    const targets: [string, string][] = [
      [inHead.alternate!, markdownType],
      [inHead.describedby!, contentTypeFor("/llms.txt")],
    ];
    for (const [url, type] of targets) {
      const target = await get(baseURL!, sitePath(url));
      expect([target.status, single(target, "content-type")], url).toEqual([200, type]);
      if (type === markdownType) {
        // The twin names its page as canonical, and the same llms.txt.
        expect(linkTargets(single(target, "link"), sitePath(url)), url).toEqual({
          canonical: `${siteUrl}${page.path}`,
          describedby: inHead.describedby,
        });
      }
    }
  }
});

test("an unknown page asked for in Markdown is still the 404 page", async ({ baseURL }) => {
  const homes = pages.filter((page) => page.id === "home").map((page) => page.path);
  for (const path of ["/contact/nope", ...homes.map((home) => `${home}no-such-page`)]) {
    const response = await get(baseURL!, path, { Accept: "text/markdown" });
    expect(response.status, path).toBe(404);
    expect(single(response, "content-type"), path).toBe("text/html; charset=utf-8");
  }
});

test("a twin is revalidated like its page: 304 for a matching ETag", async ({ baseURL }) => {
  const accept = { Accept: "text/markdown", "Accept-Encoding": "br" };
  const first = await get(baseURL!, "/", accept);
  const again = await get(baseURL!, "/", { ...accept, "If-None-Match": single(first, "etag")! });
  expect(again.status).toBe(304);
  expect(varies(again)).toContain("accept");
  // The HTML has an ETag of its own: a cache never answers one with the other.
  const html = await get(baseURL!, "/", { Accept: browserAccept, "Accept-Encoding": "br" });
  expect(single(html, "etag")).not.toBe(single(first, "etag"));
});

test("robots.txt keeps the sitemap and states the AI policy", async ({ baseURL }) => {
  const robots = decodedBody(await get(baseURL!, "/robots.txt")).toString("utf8");
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  // Only directives every parser knows; the preferences are the pages' Content-Usage header.
  expect(robots).not.toMatch(/^Content-(Signal|Usage):/m);
  expect(robots).toMatch(/User-agent: GPTBot\n(User-agent: .+\n)*(Disallow|Allow)/);
  const home = await get(baseURL!, "/");
  expect(single(home, "content-usage")).toMatch(/^search=y, train-ai=[yn]$/);
});

browserTest(
  "the Markdown of / holds every visible heading and feature, in a third of the HTML's bytes",
  async ({ page }) => {
    await gotoHydrated(page, "/");
    const visible = await page
      .getByRole("heading")
      .filter({ visible: true })
      .evaluateAll((headings) => headings.map((h) => h.textContent?.replace(/\s+/g, " ").trim()));
    expect(visible.length).toBeGreaterThanOrEqual(4);
    const answer = await page.request.get("/", { headers: { Accept: "text/markdown" } });
    expect(answer.headers()["content-type"]).toBe(markdownType);
    const markdown = await answer.text();
    const text = unescapeText(markdown);
    const headings = markdownHeadings(markdown).map((heading) => heading.text);
    for (const heading of visible) expect(headings).toContain(heading);
    for (const feature of featureItems()) {
      expect(headings).toContain(feature.title);
      expect(text).toContain(feature.summary);
      expect(text).toContain(feature.details);
    }
    const html = await page.request.get("/", { headers: { Accept: browserAccept } });
    expect(Buffer.byteLength(markdown)).toBeLessThan((await html.body()).length / 3);
  },
);
