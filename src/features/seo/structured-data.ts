import type { ContactPage, Graph, Organization, WebPage, WebSite } from "schema-dts";
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
  type: "WebPage" | "ContactPage";
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
  const webPage: WebPage | ContactPage = {
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
