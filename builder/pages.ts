// The pages a build makes: every page of src/site-pages.ts in every locale SITE_LOCALES
// names, and the blog's pages, which grow with the posts (an index page per ten posts, a
// page per post and per tag), with where each is written and a URL that shows it. The
// prerender step, the sitemap, the budgets, the HTML and link checks, Lighthouse and the
// browser suite all read this list, so a new page, post or locale reaches every one of them.
import { postsPerPage } from "../src/content/blog.ts";
import type { ComposedPageContent, FooterPage } from "../src/content/composed.ts";
import type { LocaleContent } from "../src/content/schema.ts";
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
import { composedContent, resolveBlock } from "./content/composed-content.ts";
import { composedPageFiles } from "./content/composed-pages.ts";

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
  /** When what a blog page shows last changed (YYYY-MM-DD or a time): the sitemap's lastmod. */
  lastmod?: string;
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
  if (page.blog) return blogContent(page);
  if (page.id === "home")
    return {
      ...copy.home,
      blocks: copy.home.blocks.map((block) => resolveBlock(block, page.locale)),
    };
  return copy[pageKinds[page.id as StaticPageId].content];
}
