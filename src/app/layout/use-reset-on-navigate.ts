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
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}
