import { PageHead } from "../../app/layout/page-head";
import { siteConfig } from "../../config/site";
import { blogPaths } from "../../content/blog";
import type { BlogCopy } from "../../content/schema";
import { useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import type { Locale } from "../../i18n/locales";
import type { PageId } from "../../site-pages";

type PageHeadProps = Parameters<typeof PageHead>[0];

interface BlogHeadProps extends Omit<PageHeadProps, "at" | "feed"> {
  page: PageId;
  copy: BlogCopy;
  path: string;
  /** The page in each language it exists in, this one included. */
  languages: Partial<Record<Locale, string>>;
}

/** A blog page's head: its own address, only its real translations, and the feed. */
export function BlogHead({ copy, path, languages, ...props }: BlogHeadProps) {
  const locale = useLocale();
  const alternates = Object.entries(languages).map(([target, href]) => ({
    locale: target as Locale,
    path: href,
  }));
  const feed = {
    title: fill(copy.feed.title, { brand: siteConfig.name }),
    href: blogPaths.feed(locale),
  };
  return <PageHead {...props} at={{ path, alternates }} feed={feed} />;
}
