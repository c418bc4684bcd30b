import type {
  BlogPosting,
  CollectionPage,
  ContactPage,
  FAQPage,
  Graph,
  Organization,
  Question,
  WebPage,
  WebSite,
} from "schema-dts";
import type { Locale } from "../../i18n/locales";
import { absoluteUrl, seoFiles } from "./seo-config";

export interface StructuredDataSite {
  name: string;
  url: string;
  email: string;
  social: readonly { href: string }[];
}

export interface StructuredDataPage {
  /** schema.org's type for it: the home page is a WebPage, the contact page a ContactPage. */
  type: "WebPage" | "ContactPage" | "CollectionPage";
  path: string;
  title: string;
  description: string;
  locale: Locale;
}

/**
 * The company, the website and the page, as one graph with @id references: each page says
 * which language it is in (inLanguage), the website which languages it has, and nothing is
 * repeated. The organization and the website are described in full on home pages only.
 */
export function pageStructuredData(
  site: StructuredDataSite,
  page: StructuredDataPage,
  siteLocales: readonly Locale[],
): Graph {
  const home = absoluteUrl(site.url, "/");
  const organizationId = `${home}#organization`;
  const websiteId = `${home}#website`;
  const url = absoluteUrl(site.url, page.path);
  const webPage: WebPage | ContactPage | CollectionPage = {
    "@type": page.type,
    "@id": `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: page.locale,
    isPartOf: { "@id": websiteId },
    about: { "@id": organizationId },
  };
  if (page.type !== "WebPage") return { "@context": "https://schema.org", "@graph": [webPage] };
  const organization: Organization = {
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: home,
    // The largest generated icon: search engines want a raster logo of 112 px or more.
    logo: absoluteUrl(site.url, seoFiles.manifestIcons[1].path),
    email: site.email,
    sameAs: site.social.map((link) => link.href),
  };
  const website: WebSite = {
    "@type": "WebSite",
    "@id": websiteId,
    name: site.name,
    url: home,
    inLanguage: [...siteLocales],
    publisher: { "@id": organizationId },
  };
  return { "@context": "https://schema.org", "@graph": [organization, website, webPage] };
}

export interface StructuredDataPost {
  path: string;
  title: string;
  description: string;
  locale: Locale;
  author: string;
  published: string;
  modified: string | null;
  /** Root-relative: the post's link-preview card. */
  imagePath: string;
  tags: readonly string[];
}

/**
 * A blog post as schema.org's BlogPosting: headline, author, dates, image and language, the
 * page it is the main entity of, and the company as its publisher (by @id, described on
 * the home page).
 */
export function blogPostingData(site: StructuredDataSite, post: StructuredDataPost): Graph {
  const url = absoluteUrl(site.url, post.path);
  const home = absoluteUrl(site.url, "/");
  const posting: BlogPosting = {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.description,
    inLanguage: post.locale,
    datePublished: post.published,
    dateModified: post.modified ?? post.published,
    author: { "@type": "Person", name: post.author },
    publisher: { "@id": `${home}#organization` },
    image: absoluteUrl(site.url, post.imagePath),
    keywords: [...post.tags],
    isPartOf: { "@id": `${home}#website` },
  };
  return { "@context": "https://schema.org", "@graph": [posting] };
}

export interface StructuredDataFaq {
  path: string;
  locale: Locale;
  items: readonly { question: string; answer: string }[];
}

/** A page's questions and answers as schema.org's FAQPage, part of the page's WebPage. */
export function faqPageData(site: StructuredDataSite, faq: StructuredDataFaq): Graph {
  const url = absoluteUrl(site.url, faq.path);
  const page: FAQPage = {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    inLanguage: faq.locale,
    isPartOf: { "@id": `${url}#webpage` },
    mainEntity: faq.items.map((item): Question => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
  return { "@context": "https://schema.org", "@graph": [page] };
}
