import { siteConfig } from "../../config/site";
import { PageMeta } from "../../features/seo/page-meta";
import { ThemeColorMeta } from "../../features/theme/theme-color-meta";
import { builtLocales } from "../../i18n/built-locales";
import { useCommonCopy, useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { localizedPath } from "../../i18n/paths";
import { sitePages, type PageId } from "../../site-pages";

interface PageHeadProps {
  page: PageId;
  meta: { title: string; description: string };
}

/**
 * What a page puts in <head> and keeps current on client-side navigation: its title and
 * description, canonical URL and language alternates, link previews, icons, and the
 * browser's colour for each theme. (Its JSON-LD is for crawlers only: document.tsx.) The
 * not-found page is not indexed; its counterparts in other languages are their home pages.
 */
export function PageHead({ page, meta }: PageHeadProps) {
  const locale = useLocale();
  const common = useCommonCopy();
  const path = sitePages.find((candidate) => candidate.id === page)?.path ?? "/";
  const indexable = path !== "*";
  const pathIn = (target: typeof locale) => localizedPath(target, indexable ? path : "/");
  const ownPath = pathIn(locale);
  return (
    <>
      <PageMeta
        title={meta.title}
        description={meta.description}
        locale={locale}
        path={ownPath}
        noindex={!indexable}
        isHome={path === "/"}
        alternates={builtLocales.map((target) => ({ locale: target, path: pathIn(target) }))}
        imageAlt={fill(common.seo.socialImageAlt, { brand: siteConfig.name })}
      />
      <ThemeColorMeta />
    </>
  );
}
