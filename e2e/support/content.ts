// The site's copy and pages as the build makes them: every text a test looks for is read
// from content/<locale>/*.json (checked against the schema the build uses), never retyped,
// and every list of pages comes from builder/pages.ts. The suite assumes it runs with the
// build's environment (SITE_LOCALES, the brand), as `npm test` does.
import { readFileSync } from "node:fs";
import { stateFactsIn } from "../../builder/content/facts";
import { contentFileNames, contentFilePath, contentRoot } from "../../builder/content/load-content";
import { buildLocales, builtPages, type BuiltPage } from "../../builder/pages";
import { resourceLinks } from "../../src/app/layout/resource-links";
import type { BlockOf } from "../../src/content/blocks-schema";
import type { ComposedPageContent } from "../../src/content/composed";
import { homeSections, type HomeSections } from "../../src/content/home";
import { solutionStepIds } from "../../src/content/ids";
import { contentFiles, type HomeContent, type LocaleContent } from "../../src/content/schema";
import { contactFieldSpecs } from "../../src/features/contact/fields";
import { defaultLocale, type Locale } from "../../src/i18n/locales";
import { isBlogPage, type StaticPageId } from "../../src/site-pages";

/**
 * A locale's content, file by file; the home page's blocks as the sections the
 * specification names (its hero, solution, features and call to action).
 */
export type SiteCopy = Omit<LocaleContent, "home"> & {
  home: HomeSections & Pick<HomeContent, "meta">;
};

const loaded = new Map<Locale, SiteCopy>();

/** A locale's content, file by file, English unless told otherwise. */
export function content(locale: Locale = defaultLocale): SiteCopy {
  let copy = loaded.get(locale);
  if (!copy) {
    const files = Object.fromEntries(
      contentFileNames.map((name) => {
        const source = readFileSync(contentFilePath(contentRoot, locale, name), "utf8");
        return [name, contentFiles[name].schema.parse(JSON.parse(source))];
      }),
    ) as LocaleContent;
    // The home page's texts as the build states them: `{fact:…}` replaced by the fact.
    const home = stateFactsIn(files.home, files.facts);
    copy = { ...files, home: { meta: home.meta, ...homeSections(home) } };
    loaded.set(locale, copy);
  }
  return copy;
}

/** Our Solution's steps in their order (src/content/ids.ts), each with its id and words. */
export const solutionSteps = (locale: Locale = defaultLocale) =>
  solutionStepIds.map((id) => ({ id, ...content(locale).home.solution.steps[id] }));

/** The home page's feature cards in their order, each with its id and words. */
export const featureItems = (locale: Locale = defaultLocale) =>
  content(locale).home.features.items.map(({ illustration, ...copy }) => ({
    id: illustration,
    ...copy,
  }));

/** The contact form's fields in their order: what each is (fields.ts) and its words. */
export const contactFields = (locale: Locale = defaultLocale) =>
  contactFieldSpecs.map((spec) => ({ ...spec, ...content(locale).contact.fields[spec.name] }));

/** A page's block of one kind: the first, which the build holds a legal page to having. */
export function blockOf<Block extends { type: string }, Type extends Block["type"]>(
  blocks: readonly Block[],
  type: Type,
): Extract<Block, { type: Type }> {
  const found = blocks.find(
    (block): block is Extract<Block, { type: Type }> => block.type === type,
  );
  if (!found) throw new Error(`No ${type} block`);
  return found;
}

/** A text as a pattern that matches it literally, anywhere. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text with `{placeholder}`s as a whole-text pattern: the given values filled in, any
 * other placeholder standing for any text (`{network}` in "{brand} on {network}").
 */
export function textPattern(template: string, values: Record<string, string> = {}): RegExp {
  const parts = template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) return escapeRegExp(part);
    return Object.hasOwn(values, name) ? escapeRegExp(values[name]!) : ".+";
  });
  return new RegExp(`^${parts.join("")}$`);
}

/** The locales the build made, default first. */
export const siteLocales: readonly Locale[] = buildLocales();

/** Every built locale but the default one: the ones with a journey of their own. */
export const otherLocales = siteLocales.filter((locale) => locale !== defaultLocale);

/**
 * The tags of one case of a test repeated over data (locales, pages, posts): the first case
 * runs in `npm test`, the others only in the slower suite's matrix (`npm run
 * test:integration`). A behaviour is proven once before every commit; its repetition over
 * every locale and page, in CI.
 */
export const inMatrixAfterFirst = (index: number): string[] => (index === 0 ? [] : ["@matrix"]);

/** A page of the site's own; the blog's pages grow with the posts (e2e/blog.spec.ts). */
export type SitePage = BuiltPage & { id: StaticPageId };

/**
 * Every page of every built locale, in the build's order: the suite's one page list. The
 * blog's pages are walked by post in e2e/blog.spec.ts, from the same list.
 */
export const sitePages: readonly SitePage[] = builtPages().filter(
  (page): page is SitePage =>
    !isBlogPage(page.id) && !page.composed && !page.stories && !page.changelog,
);

/** The customer stories' pages of every built locale: walked by e2e/customers.spec.ts. */
export const storyPages: readonly BuiltPage[] = builtPages().filter((page) => page.stories);

/** The changelog's pages of every built locale: its index and a page per release. */
export const changelogPages: readonly BuiltPage[] = builtPages().filter((page) => page.changelog);

/** The customer stories of a locale, each once (its page). */
export const storiesOf = (locale: Locale) =>
  storyPages.flatMap((page) =>
    page.locale === locale && page.stories?.story ? [page.stories.story] : [],
  );

/** The releases a locale's changelog lists, newest first. */
export const releasesOf = (locale: Locale) =>
  changelogPages.flatMap((page) =>
    page.locale === locale && page.changelog?.release ? [page.changelog.release] : [],
  );

/**
 * A page of each kind the search indexes beside the blog and the landing pages, and a query
 * that finds it: a story (the one written in the locale, if any), an integration of the
 * catalog, a release written in the locale, the trust center.
 */
export function searchSamples(locale: Locale): { kind: string; query: string; path: string }[] {
  const stories = storiesOf(locale);
  const story =
    stories.find((each) => each.id === "hoshino-precision") ??
    stories.find((each) => each.id === "kestrel-logistics")!;
  const release = releasesOf(locale).find((each) => each.lang === locale)!;
  return [
    { kind: "a story", query: story.company, path: story.path },
    { kind: "an integration", query: "Opsgenie", path: pageIn("integrations", locale).path },
    { kind: "a release", query: release.title, path: release.path },
    { kind: "the trust center", query: "SOC 2", path: pageIn("trust", locale).path },
  ];
}

/** The header's Resources menu, the drawer's and the footer's links, as a locale builds them. */
export const resourcesOf = (locale: Locale = defaultLocale) =>
  resourceLinks(
    locale,
    content(locale).common.footer,
    changelogPages.some((page) => page.locale === locale),
  );

/** A landing page composed of blocks (content/<locale>/pages/), with what it is made from. */
export type ComposedSitePage = BuiltPage & { composed: ComposedPageContent };

/** Every composed page of every built locale: walked by e2e/composed-pages.spec.ts. */
export const composedPages: readonly ComposedSitePage[] = builtPages().filter(
  (page): page is ComposedSitePage => page.composed !== undefined,
);

/** The first views the budgets gate (tools/budgets.ts): every locale's home and contact page. */
export const firstViews: readonly SitePage[] = sitePages.filter(
  (page) => page.id === "home" || page.id === "contact",
);

/** One page in one locale (English unless told otherwise). */
export function pageIn(id: StaticPageId, locale: Locale = defaultLocale): SitePage {
  const found = sitePages.find((page) => page.id === id && page.locale === locale);
  if (!found) throw new Error(`The build makes no ${id} page in ${locale}`);
  return found;
}

/** A page's one h1, in its language. */
export function pageHeading({ id, locale }: SitePage): string {
  const copy = content(locale);
  switch (id) {
    case "home":
      return copy.home.hero.title;
    case "contact":
      return copy.contact.page.title;
    case "imprint":
      return copy.imprint.page.title;
    case "privacy":
      return copy.privacy.page.title;
    case "integrations":
      return copy.integrations.page.title;
    case "trust":
      return copy.trust.page.title;
    case "not-found":
      return copy["not-found"].page.title;
  }
}

/** A page's title and description for search and link previews, in its language. */
export const pageMeta = ({ id, locale }: SitePage) => content(locale)[id].meta;

/** A readable name for a test title: `de contact`. */
export const pageLabel = ({ id, locale }: BuiltPage): string => `${locale} ${id}`;

/** A language's pricing page and its calculator block, as the build resolved them. */
export function pricingCalculator(locale: Locale = defaultLocale) {
  const pricing = composedPages.find(
    (built) => built.locale === locale && built.composed.name === "pricing",
  );
  const calculator = pricing?.composed.blocks.find(
    (block): block is BlockOf<"calculator"> => block.type === "calculator",
  );
  if (!pricing || !calculator) throw new Error(`${locale} has no pricing page with a calculator`);
  return { pricing, calculator };
}
