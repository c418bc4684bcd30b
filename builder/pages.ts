// The pages a build makes: every page of src/site-pages.ts in every locale SITE_LOCALES
// names, and the blog's pages, which grow with the posts (an index page per ten posts, a
// page per post and per tag), with where each is written and a URL that shows it. The
// prerender step, the sitemap, the budgets, the HTML and link checks, Lighthouse and the
// browser suite all read this list, so a new page, post or locale reaches every one of them.
import { postsPerPage } from "../src/content/blog.ts";
import { changelogPaths, type LatestRelease } from "../src/content/changelog.ts";
import type { ComposedPageContent, FooterPage } from "../src/content/composed.ts";
import type { LocaleContent } from "../src/content/schema.ts";
import { storyCard, storyPaths, type Story } from "../src/content/stories.ts";
import { resolveLocales } from "../src/i18n/locale-env.ts";
import type { Locale } from "../src/i18n/locales.ts";
import { localizedPath } from "../src/i18n/paths.ts";
import {
  pageKinds,
  pagePath,
  routePath,
  sitePages,
  type PageId,
  type StaticPageId,
} from "../src/site-pages.ts";
import { blogPagesOf, type BlogPageRef } from "./blog/blog-pages.ts";
import { postInventory, type PostInventory } from "./blog/post-inventory.ts";
import { releaseFiles, releaseSummary, type LocaleRelease } from "./content/changelog.ts";
import { composedContent, resolveBlock } from "./content/composed-content.ts";
import { composedPageFiles } from "./content/composed-pages.ts";
import { storyFiles } from "./content/stories.ts";

export interface BuiltPage {
  id: PageId;
  locale: Locale;
  /** Its route: `/de/contact`, or `/de/*` for a locale's not-found page. */
  path: string;
  /** Where the build writes it: a folder's index.html, so `/contact` needs no rewrite. */
  file: string;
  /** The page module, as the build manifest names it. */
  source: string;
  /** A URL that shows the page, and the status it is served with. */
  sample: string;
  status: 200 | 404;
  /** Set on the blog's pages. */
  blog?: BlogPageRef;
  /** Set on a composed page: what it is rendered from. */
  composed?: ComposedPageContent;
  /** Set on the customer stories' pages: the story (or, on the index, none) and the rest. */
  stories?: StoriesOfPage;
  /** Set on the changelog's pages: the release (or, on the index, none) and the rest. */
  changelog?: ChangelogOfPage;
  /** When what a blog page shows last changed (YYYY-MM-DD or a time): the sitemap's lastmod. */
  lastmod?: string;
}

export interface StoriesOfPage {
  /** The story the page shows; none on the index. */
  story?: Story;
  /** Every story of the page's language, for the index. */
  all: readonly Story[];
  /** The page's address in each language it exists in. */
  alternates: Partial<Record<Locale, string>>;
}

export interface ChangelogOfPage {
  /** The release the page shows; none on the index. */
  release?: LocaleRelease;
  /** Every release the page's language shows, newest first. */
  all: readonly LocaleRelease[];
  alternates: Partial<Record<Locale, string>>;
}

/** The changelog's index and a page per release of each locale with releases. */
function changelogPagesOf(
  locale: Locale,
  releases: ReadonlyMap<Locale, readonly LocaleRelease[]>,
): BuiltPage[] {
  const all = releases.get(locale) ?? [];
  if (all.length === 0) return [];
  const page = (id: "changelog-index" | "release", path: string, of: ChangelogOfPage) => ({
    id,
    locale,
    path,
    file: pageFile(path),
    source: pageKinds[id].module,
    sample: path,
    status: 200 as const,
    changelog: of,
    lastmod: (of.release ?? all[0])?.date,
  });
  return [
    page("changelog-index", changelogPaths.index(locale), {
      all,
      alternates: Object.fromEntries(
        [...releases]
          .filter(([, each]) => each.length > 0)
          .map(([other]) => [other, changelogPaths.index(other)]),
      ),
    }),
    ...all.map((release) =>
      page("release", release.path, { release, all, alternates: release.alternates }),
    ),
  ];
}

/** The newest release a locale's pages show, which every page's footer names. */
export function latestReleaseOf(pages: readonly BuiltPage[], locale: Locale): LatestRelease | null {
  const newest = pages.find((page) => page.locale === locale && page.changelog)?.changelog?.all[0];
  return newest
    ? { title: newest.title, path: newest.path, lang: newest.lang, version: newest.version }
    : null;
}

/** The index and a page per story of each locale with stories: the story in its languages only. */
function storyPagesOf(locale: Locale, stories: ReadonlyMap<Locale, readonly Story[]>): BuiltPage[] {
  const all = stories.get(locale) ?? [];
  if (all.length === 0) return [];
  const withStories = [...stories].filter(([, each]) => each.length > 0).map(([other]) => other);
  const index = storyPaths.index(locale);
  const page = (id: "customers-index" | "customer-story", path: string, of: StoriesOfPage) => ({
    id,
    locale,
    path,
    file: pageFile(path),
    source: pageKinds[id].module,
    sample: path,
    status: 200 as const,
    stories: of,
  });
  return [
    page("customers-index", index, {
      all,
      alternates: Object.fromEntries(withStories.map((other) => [other, storyPaths.index(other)])),
    }),
    ...all.map((story) =>
      page("customer-story", story.path, {
        story,
        all,
        alternates: Object.fromEntries(
          [...stories].flatMap(([other, each]) =>
            each.some((candidate) => candidate.id === story.id)
              ? [[other, storyPaths.story(other, story.id)]]
              : [],
          ),
        ),
      }),
    ),
  ];
}

/** The composed pages of a locale that ask for a link in every page's footer (`inFooter`). */
export function footerPagesOf(pages: readonly BuiltPage[], locale: Locale): FooterPage[] {
  return pages.flatMap((page) =>
    page.composed?.inFooter && page.locale === locale
      ? [{ path: page.path, title: page.composed.head.title, name: page.composed.name }]
      : [],
  );
}

/** The locales this build makes: SITE_LOCALES, or all of them. */
export const buildLocales = (): Locale[] => resolveLocales(process.env);

/** The file a page at `path` is written to: its folder's index.html. */
const pageFile = (path: string) => `${path.slice(1)}${path.endsWith("/") ? "" : "/"}index.html`;

export function builtPages(
  locales: readonly Locale[] = buildLocales(),
  inventory: PostInventory = postInventory(locales),
  composed: ReadonlyMap<string, ComposedPageContent> = composedContent(composedPageFiles(locales)),
  stories: ReadonlyMap<Locale, readonly Story[]> = storyFiles(locales),
  releases: ReadonlyMap<Locale, readonly LocaleRelease[]> = releaseFiles(locales),
): BuiltPage[] {
  const composedPages = [...composed.values()];
  return locales.flatMap((locale) => [
    ...sitePages.map((page): BuiltPage => {
      const common = { id: page.id, locale, path: routePath(locale, page) };
      const source = pageKinds[page.id].module;
      const home = localizedPath(locale, "/");
      if (page.path === "*") {
        const file = `${home.slice(1)}404.html`;
        return { ...common, source, file, sample: `${home}no-such-page`, status: 404 };
      }
      const path = pagePath(locale, page);
      return { ...common, source, file: pageFile(path), sample: path, status: 200 };
    }),
    ...composedPages
      .filter((page) => page.locale === locale)
      .map((page): BuiltPage => ({
        id: "composed",
        locale,
        path: page.path,
        file: pageFile(page.path),
        source: pageKinds.composed.module,
        sample: page.path,
        status: 200,
        composed: page,
      })),
    ...storyPagesOf(locale, stories),
    ...changelogPagesOf(locale, releases),
    ...blogPagesOf(
      locale,
      inventory.posts.filter((post) => post.locale === locale),
      postsPerPage,
    ).map((page): BuiltPage => ({
      ...page,
      locale,
      file: pageFile(page.path),
      sample: page.path,
      status: 200,
    })),
  ]);
}

/**
 * What a page is rendered from, beside the copy every page shares: a composed page's
 * resolved file, a blog page's data (computed from the posts), or its kind's content file,
 * the home page's blocks resolved as a composed page's are.
 */
export function contentOfPage(
  page: BuiltPage,
  copy: LocaleContent,
  blogContent: (page: BuiltPage) => unknown,
): unknown {
  if (page.composed) return page.composed;
  if (page.stories) {
    const { story, all, alternates } = page.stories;
    const shared = { copy: copy.customers, sampleLabel: copy.facts.sampleLabel, alternates };
    if (story) return { ...shared, path: page.path, meta: story.meta, story };
    return { ...shared, path: page.path, meta: copy.customers.meta, stories: all.map(storyCard) };
  }
  if (page.changelog) {
    const { release, all, alternates } = page.changelog;
    const shared = { copy: copy.changelog, sampleLabel: copy.facts.sampleLabel, alternates };
    if (release) {
      const meta = { title: release.title, description: release.summary };
      const shown = { ...releaseSummary(release), html: release.html };
      return { ...shared, path: page.path, meta, release: shown };
    }
    const releases = all.map(releaseSummary);
    return { ...shared, path: page.path, meta: copy.changelog.meta, releases };
  }
  if (page.blog) return blogContent(page);
  if (page.id === "home")
    return {
      ...copy.home,
      blocks: copy.home.blocks.map((block) => resolveBlock(block, page.locale)),
    };
  return copy[pageKinds[page.id as StaticPageId].content];
}
