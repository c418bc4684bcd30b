import type { ReactNode } from "react";
import { siteConfig } from "../config/site";
import { blogPaths } from "../content/blog";
import { JsonLd } from "../features/seo/json-ld";
import {
  blogPostingData,
  pageStructuredData,
  type StructuredDataPage,
} from "../features/seo/structured-data";
import { builtLocales } from "../i18n/built-locales";
import { pagePath, sitePages, type PageId } from "../site-pages";
import { bootLoader } from "./boot-loader";
import { headScript } from "./head-script";
import type { DocumentAssets, PageData } from "./page-data";

/** What schema.org calls each page that describes itself in JSON-LD. */
const structuredDataTypes: Partial<Record<PageId, StructuredDataPage["type"]>> = {
  home: "WebPage",
  contact: "ContactPage",
};

/** The page's JSON-LD: read by crawlers from the HTML, so never part of the app's bundle. */
function PageStructuredData({ data }: { data: PageData }) {
  if (data.page === "blog-post") {
    const { post } = (data as PageData<"blog-post">).content;
    const structured = blogPostingData(siteConfig, {
      path: blogPaths.post(data.locale, post.slug),
      title: post.title,
      description: post.description,
      locale: data.locale,
      author: post.author,
      published: post.date,
      modified: post.updated,
      imagePath: blogPaths.socialImage(data.locale, post.slug),
      tags: post.tags.map((tag) => tag.label),
    });
    return <JsonLd data={structured} />;
  }
  const type = structuredDataTypes[data.page];
  const known = sitePages.find((page) => page.id === data.page);
  if (!type || !known || known.path === "*") return null;
  const { title, description } = (data as PageData<"home" | "contact">).content.meta;
  const page = { type, path: pagePath(data.locale, known), title, description };
  return (
    <JsonLd data={pageStructuredData(siteConfig, { ...page, locale: data.locale }, builtLocales)} />
  );
}

interface DocumentProps {
  data: PageData;
  assets: DocumentAssets;
  /** The app, rendered into #root, which is all the browser hydrates. */
  children: ReactNode;
}

/**
 * The whole HTML document of a page, rendered on the server only. React places each page's
 * own head tags (title, meta, links) in <head> itself. Every inline <style> and <script>
 * here is constant per build (the stylesheet per group of pages), and the
 * content-security policy allows them by their hashes (builder/style-hashes.ts).
 */
export function Document({ data, assets, children }: DocumentProps) {
  const { styles } = assets;
  return (
    <html lang={data.locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {"linked" in styles ? (
          <link rel="stylesheet" href={styles.linked} />
        ) : (
          <>
            <style dangerouslySetInnerHTML={{ __html: styles.inline }} />
            {/* Without scripts, the boot loader never links the whole sheet. */}
            {"deferred" in styles && (
              <noscript>
                <link rel="stylesheet" href={styles.deferred} />
              </noscript>
            )}
          </>
        )}
        <PageStructuredData data={data} />
        {/* After the theme-color metas it points (React puts a page's own head tags first),
            and in <head>: a busy parser may yield once <body> has begun, and the browser may
            paint then, in the system's colours instead of the stored choice. */}
        <script dangerouslySetInnerHTML={{ __html: headScript }} />
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          data-chunks={assets.chunks.join(" ")}
          data-stylesheet={"deferred" in styles ? styles.deferred : undefined}
          data-fonts={"deferred" in styles ? styles.fonts.join(" ") : undefined}
          data-page-data={assets.pageData}
          dangerouslySetInnerHTML={{ __html: bootLoader }}
        />
      </body>
    </html>
  );
}
