import type { Graph, Organization, WebSite } from "schema-dts";
import { absoluteUrl, seoFiles } from "./seo-config";

export interface StructuredDataSite {
  name: string;
  url: string;
  email: string;
  social: readonly { href: string }[];
}

/**
 * The company and the website, for the home page. One graph with @id references, so the
 * website names the organization as its publisher without repeating it.
 */
export function homeStructuredData(site: StructuredDataSite): Graph {
  const home = absoluteUrl(site.url, "/");
  const organizationId = `${home}#organization`;
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
    "@id": `${home}#website`,
    name: site.name,
    url: home,
    inLanguage: "en",
    publisher: { "@id": organizationId },
  };
  return { "@context": "https://schema.org", "@graph": [organization, website] };
}

/**
 * JSON for a `<script type="application/ld+json">` element. The HTML parser ends the
 * element at the first `</script`, so `<` is escaped (as are `>` and `&`, and the two line
 * separators old JavaScript parsers choke on); inside JSON strings the \u escapes read back
 * as the same characters, and outside strings JSON never contains them.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
