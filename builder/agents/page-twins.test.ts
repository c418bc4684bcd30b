import { describe, expect, it } from "vitest";
import { operatorEnvDefaults } from "../../src/config/operator-env";
import { socialLinks } from "../../src/config/social-links";
import { homeSections } from "../../src/content/home";
import { allLocales } from "../../src/i18n/locales";
import { processingsOf } from "../../src/pages/privacy/processings";
import { readFacts, stateFacts } from "../content/facts";
import { contentRoot, loadContent } from "../content/load-content";
import { builtPages, contentOfPage } from "../pages";
import { markdownHeadings, md } from "./markdown";
import { renderTwin, type SiteFacts } from "./page-twins";

const { content } = await loadContent(allLocales);
const brand = {
  name: "Acme",
  siteUrl: "https://acme.io",
  email: "sales@acme.io",
  videoId: "dQw4w9WgXcQ",
  linkedinUrl: "https://www.linkedin.com/company/acme",
  instagramUrl: "https://www.instagram.com/acme",
  youtubeUrl: "https://www.youtube.com/@acme",
};
const site: SiteFacts = {
  name: brand.name,
  url: brand.siteUrl,
  email: brand.email,
  videoId: brand.videoId,
  social: socialLinks(brand),
  year: 2026,
};
const pages = builtPages(allLocales).filter((page) => page.status === 200);

function twinOf(id: "home" | "contact", locale: (typeof allLocales)[number], facts = site) {
  const page = pages.find((candidate) => candidate.id === id && candidate.locale === locale)!;
  return renderTwin(id, {
    locale,
    path: page.path,
    // As the build hands it over: the home page's blocks resolved.
    content: contentOfPage(page, content[locale], () => undefined) as never,
    common: content[locale].common,
    site: facts,
    alternates: pages.filter((other) => other.id === id),
  })!;
}

const unescape = (text: string) => text.replace(/\\(.)/g, "$1");

describe.each(allLocales)("the Markdown twins in %s", (locale) => {
  it("hold the landing page's whole text: hero, steps, every feature with its details", () => {
    const { hero, solution, features, cta } = homeSections(content[locale].home);
    const text = unescape(twinOf("home", locale));
    const headings = markdownHeadings(twinOf("home", locale));
    expect(headings[0]).toEqual({ level: 1, text: hero.title });
    for (const expected of [hero.eyebrow, hero.subtitle, solution.lead, cta.title, cta.text]) {
      expect(text).toContain(expected);
    }
    for (const step of Object.values(solution.steps)) expect(text).toContain(step.description);
    // The features name facts (facts.json): the twin states them as the page does.
    const stated = (value: string) => stateFacts(value, readFacts(contentRoot, locale));
    for (const feature of features.items) {
      expect(headings).toContainEqual({ level: 3, text: feature.title });
      expect(text).toContain(stated(feature.summary));
      expect(text).toContain(stated(feature.details));
      expect(stated(feature.details)).not.toMatch(/\{fact:/);
    }
    expect(text).toContain("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });

  it("hold the contact page's texts and the e-mail address", () => {
    const { page, fields } = content[locale].contact;
    const text = unescape(twinOf("contact", locale));
    for (const expected of [page.title, page.intro, page.emailTitle, page.emailText]) {
      expect(text).toContain(expected);
    }
    for (const field of Object.values(fields)) expect(text).toContain(field.label);
    expect(text).toContain("[sales@acme.io](mailto:sales@acme.io)");
  });

  it("say the form is a demonstration exactly when the build's form sends nothing", () => {
    const { page } = content[locale].contact;
    const legal = (endpoint: string | null) => ({
      operator: operatorEnvDefaults,
      processings: processingsOf({
        contact: endpoint ? { endpoint, origin: new URL(endpoint).origin, encoding: "json" } : null,
        telemetry: null,
        contactCountry: "DE",
        telemetryCountry: "",
        hostingProvider: "Example Hosting",
        hostingCountry: "DE",
        mailProvider: "Example Mail GmbH",
        mailCountry: "DE",
      }),
      updated: "2026-12-01",
    });
    const demo = twinOf("contact", locale, { ...site, legal: legal(null) });
    expect(demo).toContain(`**${md.paragraph(page.demoTitle)}** `);
    expect(unescape(demo)).toContain(page.demoText.replace("{email}", "sales@acme.io"));
    const real = twinOf("contact", locale, { ...site, legal: legal("https://forms.acme.io/f") });
    expect(real).not.toContain(page.demoTitle);
  });

  it("link absolutely, and to the pages' own addresses", () => {
    for (const id of ["home", "contact"] as const) {
      const urls = [...twinOf(id, locale).matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
      expect(urls.length).toBeGreaterThan(5);
      for (const url of urls) expect(url).toMatch(/^(https:\/\/|mailto:)/);
      expect(urls.filter((url) => url!.endsWith(".md"))).toEqual([]);
    }
  });
});

describe("a right-to-left locale's twin", () => {
  it("marks its direction around Markdown that still reads as Markdown", () => {
    const twin = renderTwin("contact", {
      locale: "ar-xb",
      path: "/ar-xb/contact",
      content: content.en.contact,
      common: content.en.common,
      site,
      alternates: [],
    })!;
    expect(twin.startsWith('<div dir="rtl">\n\n# ')).toBe(true);
    expect(twin.endsWith("\n</div>\n")).toBe(true);
    expect(markdownHeadings(twin)[0]).toEqual({ level: 1, text: content.en.contact.page.title });
    expect(twinOf("contact", "en")).not.toContain("dir=");
  });
});
