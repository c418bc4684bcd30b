/// <reference lib="dom" />
// What search engines, link previews and installed-app launchers read: each page's head as
// the server sends it and after hydration, and the crawl and install files.
import type { APIRequestContext, Page } from "@playwright/test";
import { themeColors } from "../src/config/colors";
import { documentTitle } from "../src/features/seo/document-title";
import { socialImagePath } from "../src/features/seo/seo-config";
import { fill } from "../src/i18n/format";
import { defaultLocale, locales, type Locale } from "../src/i18n/locales";
import {
  content,
  inMatrixAfterFirst,
  pageIn,
  pageLabel,
  pageMeta,
  siteLocales,
  sitePages,
  type SitePage,
} from "./support/content";
import { expect, gotoHydrated, notFoundConsoleErrors, test } from "./support/fixtures";
import { inlineScriptHashes } from "./support/inline-scripts";
import { brand } from "./support/site";

const site = brand.siteUrl;

interface HeadTags {
  lang: string | null;
  dir: string | null;
  titles: string[];
  /** `<meta name>` and `<meta property>` values in <head>, by name. */
  meta: Record<string, string[]>;
  links: {
    rel: string;
    href: string;
    type: string | null;
    sizes: string | null;
    hreflang: string | null;
  }[];
  /** Head-only tags in <body>, where crawlers may ignore them. */
  strayInBody: string[];
  jsonLd: string[];
}

/** Parses HTML with the browser's own parser (no scripts run, nothing is fetched). */
async function parseHead(page: Page, html: string): Promise<HeadTags> {
  // Parsed in a blank page of its own. Parsed inside the page, the live page's markup would
  // be held to its content-security policy: each `style` attribute React set through the
  // CSSOM (which the policy allows) is text in the markup, and was reported as a violation.
  const blank = await page.context().newPage();
  try {
    return await parseIn(blank, html);
  } finally {
    await blank.close();
  }
}

function parseIn(page: Page, html: string): Promise<HeadTags> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta: Record<string, string[]> = {};
    for (const element of doc.head.querySelectorAll("meta[name], meta[property]")) {
      const key = element.getAttribute("name") ?? element.getAttribute("property") ?? "";
      (meta[key] ??= []).push(element.getAttribute("content") ?? "");
    }
    return {
      lang: doc.documentElement.getAttribute("lang"),
      dir: doc.documentElement.getAttribute("dir"),
      titles: [...doc.querySelectorAll("title")].map((title) => title.textContent ?? ""),
      meta,
      links: [...doc.head.querySelectorAll("link")].map((link) => ({
        rel: link.getAttribute("rel") ?? "",
        href: link.getAttribute("href") ?? "",
        type: link.getAttribute("type"),
        sizes: link.getAttribute("sizes"),
        hreflang: link.getAttribute("hreflang"),
      })),
      strayInBody: [...doc.body.querySelectorAll("title, meta, link")].map((e) => e.outerHTML),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    };
  }, html);
}

async function prerenderedHead(page: Page, request: APIRequestContext, builtPage: SitePage) {
  const response = await request.get(builtPage.sample);
  expect(response.status(), `status of ${builtPage.sample}`).toBe(builtPage.status);
  return parseHead(page, await response.text());
}

/**
 * Where a page is in another language: the same page, or for a not-found page (which has
 * no address of its own) that language's home.
 */
function counterpart(builtPage: SitePage, locale: Locale): string {
  return site + pageIn(builtPage.status === 200 ? builtPage.id : "home", locale).path;
}

/** What schema.org calls each page that describes itself. */
const pageTypes: Partial<Record<SitePage["id"], string[]>> = {
  home: ["Organization", "WebSite", "WebPage"],
  contact: ["ContactPage"],
  imprint: ["Organization", "WebSite", "WebPage"],
  privacy: ["Organization", "WebSite", "WebPage"],
  integrations: ["Organization", "WebSite", "WebPage"],
  trust: ["Organization", "WebSite", "WebPage"],
};

type JsonLdNode = Record<string, unknown> & { "@type": string };

// Every page of the first locale in `npm test`, the others in the matrix.
for (const [index, locale] of siteLocales.entries()) {
  test(
    `${locale}: every page's prerendered head: title, description, language, canonical or noindex, alternates, sharing tags`,
    { tag: inMatrixAfterFirst(index) },
    async ({ page, request }) => {
      for (const builtPage of sitePages.filter((built) => built.locale === locale)) {
        const { id, path, status } = builtPage;
        const head = await prerenderedHead(page, request, builtPage);
        const where = pageLabel(builtPage);
        const meta = pageMeta(builtPage);
        const one = (key: string) => {
          expect(head.meta[key], `${where}: exactly one ${key}`).toHaveLength(1);
          return head.meta[key]![0]!;
        };
        const linksTo = (rel: string) => head.links.filter((link) => link.rel === rel);
        expect(head.lang, `${where}: <html lang>`).toBe(locale);
        expect(head.dir, `${where}: <html dir>, as the locale declares it`).toBe(
          locales[locale].dir,
        );
        expect(head.strayInBody, `${where}: head tags outside <head>`).toEqual([]);
        expect(head.titles, where).toEqual([documentTitle(meta.title, brand.name, id === "home")]);
        expect(one("description")).toBe(meta.description);

        if (status === 404) {
          expect(one("robots")).toBe("noindex");
          expect(linksTo("canonical"), `${where}: no canonical URL`).toEqual([]);
          expect(
            head.meta["og:url"],
            `${where}: no og:url without a canonical URL`,
          ).toBeUndefined();
        } else {
          // Long enough to describe the page, short enough for results to show it whole.
          expect(meta.description.length, `${where}: description`).toBeGreaterThanOrEqual(50);
          expect(meta.description.length, `${where}: description`).toBeLessThanOrEqual(160);
          expect(head.meta.robots, where).toBeUndefined();
          expect(
            linksTo("canonical").map((link) => link.href),
            where,
          ).toEqual([site + path]);
          expect(one("og:url")).toBe(site + path);
        }

        // The same page in every built language, and the default language's for everyone else.
        expect(
          linksTo("alternate")
            .filter((link) => link.hreflang !== null)
            .map(({ hreflang, href }) => ({ hreflang, href })),
          `${where}: hreflang alternates`,
        ).toEqual([
          ...siteLocales.map((other) => ({ hreflang: other, href: counterpart(builtPage, other) })),
          { hreflang: "x-default", href: counterpart(builtPage, defaultLocale) },
        ]);

        // Open Graph: the title without the brand, which og:site_name carries.
        const image = site + socialImagePath(locale);
        expect(one("og:type")).toBe("website");
        expect(one("og:site_name")).toBe(brand.name);
        expect(one("og:title")).toBe(meta.title);
        expect(one("og:description")).toBe(meta.description);
        expect(one("og:locale")).toBe(locales[locale].ogLocale);
        expect(head.meta["og:locale:alternate"], `${where}: og:locale:alternate`).toEqual(
          siteLocales.filter((other) => other !== locale).map((other) => locales[other].ogLocale),
        );
        expect(one("og:image"), `${where}: the social card in its language`).toBe(image);
        expect(one("og:image:type")).toBe("image/png");
        expect(one("og:image:width")).toBe("1200");
        expect(one("og:image:height")).toBe("630");
        expect(one("og:image:alt")).toBe(
          fill(content(locale).common.seo.socialImageAlt, { brand: brand.name }),
        );
        expect(one("twitter:card")).toBe("summary_large_image");
        expect(one("twitter:title")).toBe(meta.title);
        expect(one("twitter:description")).toBe(meta.description);
        expect(one("twitter:image")).toBe(image);
        expect(one("twitter:image:alt")).toBe(one("og:image:alt"));
        // One per colour scheme (their media queries are checked in e2e/theme.spec.ts).
        expect(head.meta["theme-color"], `${where}: theme-color`).toEqual([
          themeColors.light,
          themeColors.dark,
        ]);
        const [png, svg, ...otherIcons] = linksTo("icon");
        expect(png).toEqual({
          rel: "icon",
          href: "/favicon-32x32.png",
          type: "image/png",
          sizes: "32x32",
          hreflang: null,
        });
        // The logo itself, inline: no request competes with the first view's.
        expect(svg).toMatchObject({ rel: "icon", type: "image/svg+xml", sizes: null });
        expect(svg?.href).toMatch(/^data:image\/svg\+xml,/);
        expect(otherIcons).toEqual([]);
        expect(linksTo("apple-touch-icon").map((link) => link.href)).toEqual([
          "/apple-touch-icon.png",
        ]);
        // Linked once the page is interactive (src/lib/use-hydrated.ts), for the same reason.
        expect(linksTo("manifest"), `${where}: no manifest before hydration`).toEqual([]);

        // JSON-LD: the page in its language, part of the website; none on a not-found page.
        const types = pageTypes[id];
        expect(head.jsonLd, `${where}: JSON-LD`).toHaveLength(types ? 1 : 0);
        if (!types) continue;
        const raw = head.jsonLd[0]!;
        expect(raw, "no raw < that could end the script element").not.toContain("<");
        const data = JSON.parse(raw) as { "@context": string; "@graph": JsonLdNode[] };
        expect(data["@context"]).toBe("https://schema.org");
        expect(
          data["@graph"].map((node) => node["@type"]),
          where,
        ).toEqual(types);
        expect(data["@graph"].at(-1), `${where}: the page itself`).toMatchObject({
          "@id": `${site}${path}#webpage`,
          url: site + path,
          name: meta.title,
          description: meta.description,
          inLanguage: locale,
          isPartOf: { "@id": `${site}/#website` },
          about: { "@id": `${site}/#organization` },
        });
        const byType = Object.fromEntries(data["@graph"].map((node) => [node["@type"], node]));
        if (byType.WebSite) {
          // The company and the website, the same on every home page.
          expect(byType.Organization, where).toEqual({
            "@type": "Organization",
            "@id": `${site}/#organization`,
            name: brand.name,
            url: `${site}/`,
            logo: `${site}/icon-512.png`,
            email: brand.email,
            sameAs: [brand.linkedinUrl, brand.instagramUrl, brand.youtubeUrl],
          });
          expect(byType.WebSite, where).toEqual({
            "@type": "WebSite",
            "@id": `${site}/#website`,
            name: brand.name,
            url: `${site}/`,
            inLanguage: siteLocales,
            publisher: { "@id": `${site}/#organization` },
          });
        }
      }
      // Within a language, every page has a title of its own.
      for (const locale of siteLocales) {
        const titles = sitePages
          .filter((builtPage) => builtPage.locale === locale)
          .map((builtPage) => pageMeta(builtPage).title);
        expect(new Set(titles).size, `${locale} titles`).toBe(titles.length);
      }
    },
  );
}

/**
 * The page's head now, as a crawler would read it: the server's tags, no second copy, and
 * the manifest link the page adds once it is interactive. Resource hints (preloads) and the
 * whole stylesheet, which the boot loader links after the first paint (or <noscript> for a
 * page without scripts), are the loader's and React's business, not a crawler's.
 */
async function expectHead(
  page: Page,
  expected: HeadTags,
  where: string,
  { clientSide = false } = {},
): Promise<void> {
  const withoutPreloads = (head: HeadTags) => ({
    ...head,
    links: head.links.filter(
      (link) => !link.rel.endsWith("preload") && !["manifest", "stylesheet"].includes(link.rel),
    ),
    strayInBody: [],
    // JSON-LD belongs to the document (src/app/document.tsx), for crawlers, which load each
    // page whole: client-side navigation leaves it as it was.
    jsonLd: clientSide ? [] : head.jsonLd,
  });
  await expect
    .poll(async () => withoutPreloads(await parseHead(page, await page.content())), {
      message: where,
    })
    .toEqual(withoutPreloads(expected));
  const manifests = parseHead(page, await page.content()).then(({ links }) =>
    links.filter((link) => link.rel === "manifest").map((link) => link.href),
  );
  expect(await manifests, `${where}: the manifest, once interactive`).toEqual([
    "/manifest.webmanifest",
  ]);
}

/**
 * Loads the page under a second policy of script-src 'self' and the inline scripts by
 * their hashes (browsers enforce every policy sent, so this holds whatever the server sends),
 * and checks React adopted the prerendered head instead of adding a second copy. The
 * not-found page reads the search index, whose WebAssembly the site's policy allows with
 * 'wasm-unsafe-eval' (no JavaScript eval), so the second policy allows it too.
 */
const strictScripts = ["script-src 'self' 'wasm-unsafe-eval'", ...inlineScriptHashes].join(" ");

async function expectHydratedHead(page: Page, request: APIRequestContext, builtPage: SitePage) {
  const prerendered = await prerenderedHead(page, request, builtPage);
  await page.route("**/*", async (route) => {
    const response = await route.fetch();
    // The body handed on is the decoded one: its encoded length and encoding would cut it.
    const headers = response.headers();
    delete headers["content-length"];
    delete headers["content-encoding"];
    const existing = headers["content-security-policy"];
    headers["content-security-policy"] = existing ? `${existing}, ${strictScripts}` : strictScripts;
    await route.fulfill({ response, headers });
  });
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.assign(window, { cspViolations: log });
    document.addEventListener("securitypolicyviolation", (event) =>
      log.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await gotoHydrated(page, builtPage.sample);
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  await expectHead(page, prerendered, `${builtPage.sample} after hydration`);
  // A late request (the favicon) may still be in the route handler as the test ends.
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

test(
  "the landing and contact pages keep the server's head, hydrated and client-side",
  { tag: "@matrix" },
  async ({ page, request, externalRequests }) => {
    const home = pageIn("home");
    const contact = pageIn("contact");
    await expectHydratedHead(page, request, home);
    // Client-side navigation swaps in the other page's head, as the server sends it.
    await page.getByRole("link", { name: content().home.hero.cta }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === contact.path);
    const clientSide = { clientSide: true };
    const contactHead = await prerenderedHead(page, request, contact);
    await expectHead(page, contactHead, "on to /contact", clientSide);
    await page.goBack();
    await expectHead(page, await prerenderedHead(page, request, home), "back to /", clientSide);

    await expectHydratedHead(page, request, contact);
    expect(externalRequests, "nothing from another origin").toEqual([]);
  },
);

test.describe(() => {
  test.use({ allowedConsoleErrors: notFoundConsoleErrors });
  test(
    "the not-found page keeps the server's head after hydration",
    { tag: "@matrix" },
    async ({ page, request, externalRequests }) => {
      await expectHydratedHead(page, request, pageIn("not-found"));
      expect(externalRequests).toEqual([]);
    },
  );
});
