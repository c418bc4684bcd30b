import { siteConfig } from "../../config/site";
import { useHydrated } from "../../lib/use-hydrated";
import { pageHead, type PageHeadInput } from "./meta";
import { seoFiles } from "./seo-config";

/** A feed that readers find from the page (`<link rel="alternate" type="application/rss+xml">`). */
export interface PageFeed {
  title: string;
  href: string;
}

/**
 * A page's head tags: React 19 hoists them into <head>, where the prerendered document has
 * them before any JavaScript runs and where React adopts them when it hydrates. The site-wide
 * tags (icons, manifest) are here too, so their paths come from the same list the build
 * generates the files from.
 */
export function PageMeta({ feed, ...props }: PageHeadInput & { feed?: PageFeed }) {
  const head = pageHead(props, siteConfig);
  const hydrated = useHydrated();
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonical !== null && <link rel="canonical" href={head.canonical} />}
      {head.robots !== null && <meta name="robots" content={head.robots} />}
      {head.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {head.forAgents && (
        <>
          <link rel="alternate" type="text/markdown" href={head.forAgents.markdown} />
          <link rel="describedby" href={head.forAgents.llmsTxt} />
        </>
      )}
      {head.openGraph.map(([property, content], index) => (
        // og:locale:alternate repeats, so the index keeps the keys apart.
        <meta key={`${property}-${index}`} property={property} content={content} />
      ))}
      {head.twitter.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {/* The PNG first and sized: browsers that take SVG favicons pick the SVG after it. */}
      <link
        rel="icon"
        href={seoFiles.faviconPng.path}
        type="image/png"
        sizes={`${seoFiles.faviconPng.size}x${seoFiles.faviconPng.size}`}
      />
      {/* The logo itself, already in the page: no request while the first view loads. */}
      <link rel="icon" href={siteConfig.logo.src} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={seoFiles.appleTouchIcon.path} />
      {/* Only once the page runs: Chromium fetches a manifest and its icons at load, and
          Lighthouse's simulated LCP would wait for them. Installing needs a running page. */}
      {hydrated && <link rel="manifest" href={seoFiles.manifest} />}
      {feed && (
        <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      )}
    </>
  );
}
