import { PageHead } from "../../app/layout/page-head";
import { siteConfig } from "../../config/site";
import { changelogPaths } from "../../content/changelog";
import type { ChangelogCopy } from "../../content/changelog-schema";
import { useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import type { Locale } from "../../i18n/locales";

type PageHeadProps = Parameters<typeof PageHead>[0];

interface ChangelogHeadProps extends Omit<PageHeadProps, "at" | "feed"> {
  copy: ChangelogCopy;
  path: string;
  /** The page in each language it is written in. */
  languages: Partial<Record<Locale, string>>;
}

/** A changelog page's head: its own address, only its real translations, and the feed. */
export function ChangelogHead({ copy, path, languages, ...props }: ChangelogHeadProps) {
  const locale = useLocale();
  const alternates = (Object.entries(languages) as [Locale, string][]).map(([target, href]) => ({
    locale: target,
    path: href,
  }));
  const feed = {
    title: fill(copy.feed.title, { brand: siteConfig.name }),
    href: changelogPaths.feed(locale),
  };
  return <PageHead {...props} at={{ path, alternates }} feed={feed} />;
}
