import { defaultLocale, locales, type Locale } from "../../i18n/locales";
import { documentTitle } from "./document-title";
import {
  absoluteUrl,
  llmsTxtPath,
  markdownTwinPath,
  seoFiles,
  socialImagePath,
} from "./seo-config";

export interface HeadSite {
  name: string;
  /** Absolute origin without a trailing slash. */
  url: string;
}

/** The same page in one language, by its path. */
export interface LocalizedPath {
  locale: Locale;
  path: string;
}

export interface PageHeadInput {
  title: string;
  description: string;
  locale: Locale;
  /** This page's own path; a page that must not be indexed has no canonical URL. */
  path: string;
  noindex: boolean;
  isHome: boolean;
  /** The page in every built locale, this one included (hreflang alternates). */
  alternates: readonly LocalizedPath[];
  imageAlt: string;
  /** The page's own link-preview image (a blog post's card), instead of the locale's. */
  imagePath?: string;
  /** An article (a blog post): its dates and tags, for link previews and crawlers. */
  article?: { published: string; modified: string | null; tags: readonly string[] };
}

/** A page's head tags as data, so they can be tested without rendering. */
export interface PageHead {
  title: string;
  description: string;
  /** Absent on pages that must not be indexed: a canonical URL would invite indexing. */
  canonical: string | null;
  robots: string | null;
  /** `<link rel="alternate" hreflang>`: each built locale, then x-default (the default's). */
  alternates: { hreflang: string; href: string }[];
  /**
   * For AI assistants (llmstxt.org): the page's Markdown twin (`rel="alternate"
   * type="text/markdown"`) and the llms.txt that covers it (`rel="describedby"`). Only an
   * indexable page has them.
   */
  forAgents: { markdown: string; llmsTxt: string } | null;
  /** `<meta property>` pairs, Open Graph. */
  openGraph: [property: string, content: string][];
  /** `<meta name>` pairs, Twitter's card. */
  twitter: [name: string, content: string][];
}

export function pageHead(input: PageHeadInput, site: HeadSite): PageHead {
  const canonical = input.noindex ? null : absoluteUrl(site.url, input.path);
  const image = absoluteUrl(site.url, input.imagePath ?? socialImagePath(input.locale));
  const alternates = input.alternates.map(({ locale, path }): PageHead["alternates"][number] => ({
    hreflang: locale,
    href: absoluteUrl(site.url, path),
  }));
  const fallback = alternates.find(({ hreflang }) => hreflang === defaultLocale);
  if (fallback) alternates.push({ hreflang: "x-default", href: fallback.href });
  const otherLocales = input.alternates
    .filter(({ locale }) => locale !== input.locale)
    .map(({ locale }): [string, string] => ["og:locale:alternate", locales[locale].ogLocale]);
  // Previews show og:site_name beside the title, so the title itself carries no brand.
  return {
    title: documentTitle(input.title, site.name, input.isHome),
    description: input.description,
    canonical,
    robots: input.noindex ? "noindex" : null,
    alternates,
    forAgents: input.noindex
      ? null
      : {
          markdown: absoluteUrl(site.url, markdownTwinPath(input.path)),
          llmsTxt: absoluteUrl(site.url, llmsTxtPath(input.locale)),
        },
    openGraph: [
      ["og:type", input.article ? "article" : "website"],
      ["og:site_name", site.name],
      ["og:title", input.title],
      ["og:description", input.description],
      ...(canonical === null ? [] : [["og:url", canonical] as [string, string]]),
      ["og:locale", locales[input.locale].ogLocale],
      ...otherLocales,
      ["og:image", image],
      ["og:image:type", seoFiles.socialImage.type],
      ["og:image:width", String(seoFiles.socialImage.width)],
      ["og:image:height", String(seoFiles.socialImage.height)],
      ["og:image:alt", input.imageAlt],
      ...articleTags(input.article),
    ],
    twitter: [
      ["twitter:card", "summary_large_image"],
      ["twitter:title", input.title],
      ["twitter:description", input.description],
      ["twitter:image", image],
      ["twitter:image:alt", input.imageAlt],
    ],
  };
}

/** Open Graph's article properties; the sitemap reads `article:modified_time` too. */
function articleTags(article: PageHeadInput["article"]): [string, string][] {
  if (!article) return [];
  return [
    ["article:published_time", article.published],
    ["article:modified_time", article.modified ?? article.published],
    ...article.tags.map((tag): [string, string] => ["article:tag", tag]),
  ];
}
