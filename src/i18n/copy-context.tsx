import { createContext, use, type ReactNode } from "react";
import type { LatestRelease } from "../content/changelog";
import type { FooterPage } from "../content/composed";
import type { CommonContent } from "../content/schema";
import type { Locale } from "./locales";
import { localizedPath } from "./paths";

interface SiteCopy {
  locale: Locale;
  /** The copy every page shares: header, menu, footer, switches. */
  common: CommonContent;
  /** The composed pages of this language linked from every page's footer. */
  footerPages?: readonly FooterPage[];
  /** The newest release of this language, which the footer names ("What's new"). */
  latestRelease?: LatestRelease | null;
}

const SiteCopyContext = createContext<SiteCopy | null>(null);

/** The page's language and the copy of the site's frame, for everything below it. */
export function SiteCopyProvider({ value, children }: { value: SiteCopy; children: ReactNode }) {
  return <SiteCopyContext value={value}>{children}</SiteCopyContext>;
}

function useSiteCopy(): SiteCopy {
  const copy = use(SiteCopyContext);
  if (!copy) throw new Error("SiteCopyProvider is missing above this component");
  return copy;
}

export const useLocale = (): Locale => useSiteCopy().locale;
export const useCommonCopy = (): CommonContent => useSiteCopy().common;
export const useFooterPages = (): readonly FooterPage[] => useSiteCopy().footerPages ?? [];
export const useLatestRelease = (): LatestRelease | null => useSiteCopy().latestRelease ?? null;

/** The page's path in the current language: `/contact` is `/de/contact` on a German page. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(locale, path);
}
