import type { PageMeta } from "../../content/types";
import { documentTitle } from "./document-title";
import { absoluteUrl, seoFiles } from "./seo-config";

export interface HeadSite {
  name: string;
  /** Absolute origin without a trailing slash. */
  url: string;
}

/** A page's head tags as data, so they can be tested without rendering. */
export interface PageHead {
  title: string;
  description: string;
  /** Absent on pages that must not be indexed: a canonical URL would invite indexing. */
  canonical: string | null;
  robots: string | null;
  /** `<meta property>` pairs, Open Graph. */
  openGraph: [property: string, content: string][];
  /** `<meta name>` pairs, Twitter's card. */
  twitter: [name: string, content: string][];
}

export function pageHead(meta: PageMeta, site: HeadSite, imageAlt: string): PageHead {
  const canonical =
    meta.path === undefined || meta.noindex ? null : absoluteUrl(site.url, meta.path);
  const image = absoluteUrl(site.url, seoFiles.socialImage.path);
  // Previews show og:site_name beside the title, so the title itself carries no brand.
  return {
    title: documentTitle(meta, site.name),
    description: meta.description,
    canonical,
    robots: meta.noindex ? "noindex" : null,
    openGraph: [
      ["og:type", "website"],
      ["og:site_name", site.name],
      ["og:title", meta.title],
      ["og:description", meta.description],
      ...(canonical === null ? [] : [["og:url", canonical] as [string, string]]),
      ["og:image", image],
      ["og:image:type", seoFiles.socialImage.type],
      ["og:image:width", String(seoFiles.socialImage.width)],
      ["og:image:height", String(seoFiles.socialImage.height)],
      ["og:image:alt", imageAlt],
    ],
    twitter: [
      ["twitter:card", "summary_large_image"],
      ["twitter:title", meta.title],
      ["twitter:description", meta.description],
      ["twitter:image", image],
      ["twitter:image:alt", imageAlt],
    ],
  };
}
