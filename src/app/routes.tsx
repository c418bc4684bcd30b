import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Locale } from "../i18n/locales";
import { loadOrReload } from "../lib/reload-stale-page";
import { readPostBody } from "../pages/blog/post-body-source";
import { blogPages, routePath, sitePages, type PageId, type StaticPageId } from "../site-pages";
import type { PageContentById, PageData } from "./page-data";

type PageModule<Id extends PageId> = {
  default: ComponentType<{ content: PageContentById[Id] }>;
};

// Each page is its own chunk, so `/` never downloads the contact form or toasts.
const pageModules: { [Id in PageId]: () => Promise<PageModule<Id>> } = {
  home: () => import("../pages/home/home-page"),
  contact: () => import("../pages/contact/contact-page"),
  "not-found": () => import("../pages/not-found/not-found-page"),
  "blog-index": () => import("../pages/blog/blog-index-page"),
  "blog-tag": () => import("../pages/blog/blog-tag-page"),
  "blog-post": () => import("../pages/blog/blog-post-page"),
};

export interface PageRoute {
  /** The route pattern, as the router matches it (`/de/contact`, `/de/*`, `/blog/:slug`). */
  path: string;
  page: PageId;
  /** The page's code and its copy in the route's language, together. */
  load: () => Promise<{ default: ComponentType }>;
  Page: LazyExoticComponent<ComponentType>;
  /** Where the language switch leads from a blog post or tag page (see CurrentPage). */
  languages?: Partial<Record<Locale, string>>;
}

/** The languages the document's own page exists in, when it says (blog posts and tags). */
function languagesOf(data: PageData): Partial<Record<Locale, string>> | undefined {
  if (data.page === "blog-post")
    return (data.content as PageContentById["blog-post"]).post.alternates;
  if (data.page === "blog-tag") return (data.content as PageContentById["blog-tag"]).alternates;
  return undefined;
}

/** Never settles: the page is being replaced by a full load. */
const pending = new Promise<never>(() => undefined);

/**
 * Every page in the document's language: a client-side navigation stays in it, and the
 * language switch is a plain link to another document. The page the document was loaded
 * as takes its copy from the page's data block; any other is fetched when the visitor first
 * goes there. The blog's pages are made from the posts, and their data exists only in
 * their own documents: links to them are plain links, and a blog route the document was
 * not loaded as (reached by going back, say) loads its document instead.
 */
export function createRoutes(initial: PageData): PageRoute[] {
  const contentFor = async <Id extends PageId>(locale: Locale, page: Id) => {
    if (initial.locale === locale && initial.page === page) {
      const content = initial.content as PageContentById[Id];
      // The post's HTML is in the page once, rendered by the build; read it back from there.
      return page === "blog-post" ? readPostBody(content as BlogPostData) : content;
    }
    if (page.startsWith("blog-")) {
      window.location.reload();
      return pending;
    }
    const { loadPageContent } = await import("virtual:page-content");
    return loadPageContent(locale, page as StaticPageId);
  };
  const { locale } = initial;
  const languages = languagesOf(initial);
  return [...sitePages, ...blogPages].map((page) => {
    // Once per route: the entry fetches the first page before hydrating, and the router's
    // lazy component then finds it ready.
    let loading: Promise<{ default: ComponentType }> | undefined;
    const load = () =>
      (loading ??= Promise.all([pageModules[page.id](), contentFor(locale, page.id)]).then(
        ([module, content]) => {
          const Page = module.default as ComponentType<{ content: typeof content }>;
          return { default: () => <Page content={content} /> };
        },
      ));
    // A navigation whose chunk is gone after a deploy reloads the page instead of failing.
    return {
      path: routePath(locale, page),
      page: page.id,
      load,
      Page: lazy(loadOrReload(load)),
      ...(page.id === initial.page && languages ? { languages } : {}),
    };
  });
}

type BlogPostData = PageContentById["blog-post"];
