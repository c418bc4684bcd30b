import { siteConfig } from "../../config/site";
import { seoCopy } from "../../content/seo";
import type { PageMeta as PageMetaData } from "../../content/types";
import { ThemeColorMeta } from "../theme/theme-color-meta";
import { pageHead } from "./meta";
import { seoFiles } from "./seo-config";

/**
 * React 19 hoists these into <head>; the prerender step moves them there in the static
 * HTML as well, so every page ships its own head tags before any JavaScript runs, and
 * React adopts them when it hydrates. The site-wide tags (theme colour, icons, manifest)
 * are here too, so their paths come from the same list the build generates the files from.
 */
export function PageMeta({ meta }: { meta: PageMetaData }) {
  const head = pageHead(meta, siteConfig, seoCopy.socialImageAlt(siteConfig.name));
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.canonical !== null && <link rel="canonical" href={head.canonical} />}
      {head.robots !== null && <meta name="robots" content={head.robots} />}
      {head.openGraph.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {head.twitter.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      <ThemeColorMeta />
      {/* The PNG first and sized: browsers that take SVG favicons pick the SVG after it. */}
      <link
        rel="icon"
        href={seoFiles.faviconPng.path}
        type="image/png"
        sizes={`${seoFiles.faviconPng.size}x${seoFiles.faviconPng.size}`}
      />
      <link rel="icon" href={seoFiles.faviconSvg} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={seoFiles.appleTouchIcon.path} />
      <link rel="manifest" href={seoFiles.manifest} />
    </>
  );
}
