import { useLocation } from "wouter";
import { useLocale } from "../../i18n/copy-context";
import { localizedPath } from "../../i18n/paths";

/**
 * On the landing page a section link is a plain fragment; elsewhere it must lead back to
 * the landing page of the same language first.
 */
export function useSectionHref(): (sectionId: string) => string {
  const [pathname] = useLocation();
  const home = localizedPath(useLocale(), "/");
  // The router matches `/de` as `/de/`.
  const onHome = pathname === home || `${pathname}/` === home;
  return (sectionId) => (onHome ? `#${sectionId}` : `${home}#${sectionId}`);
}
