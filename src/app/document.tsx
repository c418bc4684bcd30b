import type { ReactNode } from "react";
import { siteConfig } from "../config/site";
import { blogPaths } from "../content/blog";
import type { ComposedBlock } from "../content/composed";
import { unitPrice } from "../features/pricing/estimate";
import { JsonLd } from "../features/seo/json-ld";
import { offersData } from "../features/seo/offers-data";
import { blogPostingData, faqPageData, pageStructuredData } from "../features/seo/structured-data";
import { builtLocales } from "../i18n/built-locales";
import { fill } from "../i18n/format";
import { locales, type Locale } from "../i18n/locales";
import { pageKinds, pagePath, type PageKind } from "../site-pages";
// eslint-disable-next-line import-x/order -- virtual modules sort last
import { bootLoader, headScript } from "virtual:inline-scripts";
import type { DocumentAssets, PageData } from "./page-data";

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
  if (
    data.page === "customers-index" ||
    data.page === "customer-story" ||
    data.page === "changelog-index" ||
    data.page === "release"
  ) {
    const { path, meta } = (
      data as PageData<"customers-index" | "customer-story" | "changelog-index" | "release">
    ).content;
    const webPage = { type: "WebPage" as const, path, ...meta, locale: data.locale };
    return <JsonLd data={pageStructuredData(siteConfig, webPage, builtLocales)} />;
  }
  if (data.page === "composed") {
    const page = (data as PageData<"composed">).content;
    const webPage = {
      type: "WebPage" as const,
      path: page.path,
      title: page.head.title,
      description: page.head.description,
      locale: data.locale,
    };
    return (
      <>
        <JsonLd data={pageStructuredData(siteConfig, webPage, builtLocales)} />
        <FaqJsonLd blocks={page.blocks} path={page.path} locale={data.locale} />
        <OffersJsonLd blocks={page.blocks} path={page.path} locale={data.locale} />
      </>
    );
  }
  const kind: PageKind = pageKinds[data.page];
  const type = kind.structuredData;
  const path = kind.path;
  if (!type || type === "BlogPosting" || !path || path === "*") return null;
  const { title, description } = (data as PageData<"home" | "contact">).content.meta;
  const page = { type, path: pagePath(data.locale, { id: data.page, path }), title, description };
  return (
    <>
      <JsonLd
        data={pageStructuredData(siteConfig, { ...page, locale: data.locale }, builtLocales)}
      />
      {data.page === "home" && (
        <FaqJsonLd
          blocks={(data as PageData<"home">).content.blocks}
          path={page.path}
          locale={data.locale}
        />
      )}
    </>
  );
}

interface FaqJsonLdProps {
  blocks: readonly ComposedBlock[];
  path: string;
  locale: Locale;
}

/** The questions of a page's FAQ blocks as FAQPage JSON-LD, if it has any. */
function FaqJsonLd({ blocks, path, locale }: FaqJsonLdProps) {
  const items = blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
  if (items.length === 0) return null;
  return <JsonLd data={faqPageData(siteConfig, { path, locale, items })} />;
}

/** A pricing page's plans as Product offers, each with its unit price from the price list. */
function OffersJsonLd({ blocks, path, locale }: FaqJsonLdProps) {
  const plans = blocks.find((block) => block.type === "plans");
  const prices = blocks.find((block) => block.type === "calculator")?.prices;
  if (plans?.type !== "plans") return null;
  const offers = plans.plans.map((plan) => ({
    name: plan.name,
    description: plan.summary,
    ...(plan.priceOf && prices
      ? {
          price: {
            amount: unitPrice(prices, plan.priceOf),
            currency: prices.currency,
            unit: fill(plan.price, { price: "" }).trim(),
          },
        }
      : {}),
  }));
  return <JsonLd data={offersData(siteConfig, { path, locale, anchor: plans.anchor, offers })} />;
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
    <html lang={data.locale} dir={locales[data.locale].dir}>
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
