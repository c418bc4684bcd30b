import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * After a client-side move to another page, start at the top like a full page load would,
 * and put focus on <main> so screen readers announce the new page instead of staying on a
 * link that no longer exists. Fragment links are left to the browser.
 */
export function useResetOnNavigate(): void {
  const [pathname] = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return;
    // At once, as a page load would: the page's smooth scrolling (for section links) would
    // glide, and the new page's content arriving mid-glide can stop it part way down.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}
