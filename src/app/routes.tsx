import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { blogPaths } from "../content/blog";
import type { Locale } from "../i18n/locales";
import { loadOrReload } from "../lib/reload-stale-page";
import { readPostBody } from "../pages/blog/post-body-source";
import {
  isContentPage,
  pageKinds,
  pagePath,
  sitePages,
  type PageId,
  type StaticPageId,
} from "../site-pages";
import type { PageContentById, PageData } from "./page-data";
import { exactPath } from "./router";

type PageModule<Id extends PageId> = {
  default: ComponentType<{ content: PageContentById[Id] }>;
  /** What the page needs before it renders (the blocks' own chunks), fetched with it. */
  prepare?: (content: PageContentById[Id]) => Promise<unknown>;
};

// Every page component, each its own chunk, so `/` never downloads the contact form or
// toasts; a kind names its module in src/site-pages.ts (the build stops on one missing).
const pageComponents = import.meta.glob<PageModule<PageId>>("../pages/*/*-page.tsx");

function pageModule<Id extends PageId>(id: Id): Promise<PageModule<Id>> {
  const { module } = pageKinds[id];
  const load = pageComponents[`../${module.slice("src/".length)}`];
  if (!load) throw new Error(`No module ${module} for the page kind "${id}"`);
  // The glob types every module alike; each kind's module takes its own kind's content.
  return load() as unknown as Promise<PageModule<Id>>;
}

export interface PageRoute {
  /** The page's address (`/de/contact`); null for the not-found page, which takes the rest. */
  path: string | null;
  page: PageId;
  /** The page's code and its copy in the route's language, together. */
  load: () => Promise<{ default: ComponentType }>;
  Page: LazyExoticComponent<ComponentType>;
  /** Where the language switch leads from a blog post or tag page (see CurrentPage). */
  languages?: Partial<Record<Locale, string>>;
}

/**
 * The blog page a document was built as: its own literal address, and the languages it
 * exists in when it says (posts and tags).
 */
function contentRouteOf(data: PageData): Pick<PageRoute, "path" | "languages"> {
  const { locale } = data;
  if (data.page === "composed") {
    const { path, alternates } = data.content as PageContentById["composed"];
    return { path, languages: alternates };
  }
  if (data.page === "customers-index" || data.page === "customer-story") {
    const { path, alternates } = data.content as PageContentById["customer-story"];
    return { path, languages: alternates };
  }
  if (data.page === "changelog-index" || data.page === "release") {
    const { path, alternates } = data.content as PageContentById["release"];
    return { path, languages: alternates };
  }
  if (data.page === "blog-post") {
    const { post } = data.content as PageContentById["blog-post"];
    return { path: blogPaths.post(locale, post.slug), languages: post.alternates };
  }
  if (data.page === "blog-tag") {
    const { tag, page, alternates } = data.content as PageContentById["blog-tag"];
    return { path: blogPaths.tag(locale, tag.id, page), languages: alternates };
  }
  const { page } = data.content as PageContentById["blog-index"];
  return { path: blogPaths.index(locale, page) };
}

/**
 * Every page in the document's language: a client-side navigation stays in it, and the
 * language switch is a plain link to another document. The page the document was loaded
 * as takes its copy from the page's data file; any other is fetched when the visitor first
 * goes there. The blog's pages are made from the posts and their data exists only in their
 * own documents: links to them are plain links, and the router knows one of them only, at
 * its literal address: the blog page this document was built as.
 */
export function createRoutes(initial: PageData): PageRoute[] {
  const contentFor = async <Id extends PageId>(locale: Locale, page: Id) => {
    if (initial.locale === locale && initial.page === page) {
      const content = initial.content as PageContentById[Id];
      // The post's HTML is in the page once, rendered by the build; read it back from there.
      return page === "blog-post" ? readPostBody(content as PageContentById["blog-post"]) : content;
    }
    const { loadPageContent } = await import("virtual:page-content");
    return loadPageContent(locale, page as StaticPageId);
  };
  const { locale } = initial;
  const pages: { id: PageId; path: string | null; languages?: PageRoute["languages"] }[] = [
    ...(isContentPage(initial.page) ? [{ id: initial.page, ...contentRouteOf(initial) }] : []),
    ...sitePages.map((page) => ({
      id: page.id,
      path: page.path === "*" ? null : pagePath(locale, page),
    })),
  ];
  return pages.map(({ id, path, languages }) => {
    // Once per route: the entry fetches the first page before hydrating, and the router's
    // lazy component then finds it ready.
    let loading: Promise<{ default: ComponentType }> | undefined;
    const load = () =>
      (loading ??= Promise.all([pageModule(id), contentFor(locale, id)]).then(
        async ([module, content]) => {
          await module.prepare?.(content);
          const Page = module.default as ComponentType<{ content: typeof content }>;
          return { default: () => <Page content={content} /> };
        },
      ));
    // A navigation whose chunk is gone after a deploy reloads the page instead of failing.
    return { path, page: id, load, Page: lazy(loadOrReload(load)), languages };
  });
}

/** The route that shows a path: its page's, or the not-found page's. */
export function routeFor(routes: readonly PageRoute[], pathname: string): PageRoute | undefined {
  return (
    routes.find((route) => route.path !== null && exactPath(route.path).pattern.exec(pathname)) ??
    routes.find((route) => route.path === null)
  );
}
