import { siteConfig } from "../config/site";
import type { PageMeta as PageMetaData } from "../content/types";
import { documentTitle } from "../lib/document-title";

/**
 * React 19 hoists these into <head>; the prerender step moves them there in the static
 * HTML as well, so every page ships its own head tags before any JavaScript runs.
 */
export function PageMeta({ meta }: { meta: PageMetaData }) {
  return (
    <>
      <title>{documentTitle(meta, siteConfig.name)}</title>
      <meta name="description" content={meta.description} />
      {meta.path !== undefined && <link rel="canonical" href={`${siteConfig.url}${meta.path}`} />}
      {meta.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
