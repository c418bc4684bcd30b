import { siteConfig } from "../../config/site";
import type { LocalizedPath, PageHeadInput } from "../../features/seo/meta";
import { PageMeta, type PageFeed } from "../../features/seo/page-meta";
import { ThemeColorMeta } from "../../features/theme/theme-color-meta";
import { builtLocales } from "../../i18n/built-locales";
import { useCommonCopy, useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { localizedPath } from "../../i18n/paths";
import { pagePath, sitePages, type PageId } from "../../site-pages";

interface PageHeadProps {
  page: PageId;
  meta: { title: string; description: string };
  /**
   * For a page made from content (a blog page): its own path, and its path in each language
   * it exists in. Other pages exist in every built locale at their site-pages.ts path.
   */
  at?: { path: string; alternates: readonly LocalizedPath[] };
  image?: { path: string; alt: string };
  article?: PageHeadInput["article"];
  feed?: PageFeed;
  /** Kept out of search engines and the sitemap (a campaign's composed page). */
  noindex?: boolean;
}

/**
 * What a page puts in <head> and keeps current on client-side navigation: its title and
 * description, canonical URL and language alternates, link previews, icons, and the
 * browser's colour for each theme. (Its JSON-LD is for crawlers only: document.tsx.) The
 * not-found page is not indexed; its counterparts in other languages are their home pages.
 */
export function PageHead({ page, meta, at, image, article, feed, noindex }: PageHeadProps) {
  const locale = useLocale();
  const common = useCommonCopy();
  const known = sitePages.find((candidate) => candidate.id === page) ?? { id: "home", path: "/" };
  const indexable = known.path !== "*";
  const pathIn = (target: typeof locale) =>
    indexable ? pagePath(target, known) : localizedPath(target, "/");
  return (
    <>
      <PageMeta
        title={meta.title}
        description={meta.description}
        locale={locale}
        path={at?.path ?? pathIn(locale)}
        noindex={!indexable || noindex === true}
        isHome={!at && known.path === "/"}
        alternates={
          at?.alternates ?? builtLocales.map((target) => ({ locale: target, path: pathIn(target) }))
        }
        imageAlt={image?.alt ?? fill(common.seo.socialImageAlt, { brand: siteConfig.name })}
        imagePath={image?.path}
        article={article}
        feed={feed}
      />
      <ThemeColorMeta />
    </>
  );
}
