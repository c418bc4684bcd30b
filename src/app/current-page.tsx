import { createContext, use } from "react";
import type { Locale } from "../i18n/locales";
import type { PageId } from "../site-pages";

export interface CurrentPage {
  id: PageId;
  /**
   * A page made from content (a blog post, a tag) exists in the languages it is written
   * in: its path in each of them. Unset for pages every language has.
   */
  languages?: Partial<Record<Locale, string>>;
}

const CurrentPageContext = createContext<CurrentPage>({ id: "home" });

/** Which page the router shows, for the parts of the frame that depend on it. */
export const CurrentPageProvider = CurrentPageContext;

export const useCurrentPage = (): CurrentPage => use(CurrentPageContext);
