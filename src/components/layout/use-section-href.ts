import { useLocation } from "react-router";

/**
 * On the landing page a section link is a plain fragment; elsewhere it must lead back to
 * the landing page first.
 */
export function useSectionHref(): (sectionId: string) => string {
  const { pathname } = useLocation();
  return (sectionId) => (pathname === "/" ? `#${sectionId}` : `/#${sectionId}`);
}
