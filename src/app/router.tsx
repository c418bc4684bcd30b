import type { ReactNode } from "react";
import { Router, type Parser } from "wouter";

/**
 * Every route is a literal path (`/de/contact`), matched exactly and with its case, as both
 * servers match files: `/Contact` is a not-found page everywhere, never the contact page.
 */
export const exactPath: Parser = (route) => ({
  // wouter asks for "*" on behalf of a route without a path: the catch-all.
  pattern: route === "*" ? /^/ : new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  keys: [],
});

/** The router, in the browser (the address bar) or at prerender (the page's URL). */
export function SiteRouter({ url, children }: { url?: string; children: ReactNode }) {
  return (
    <Router parser={exactPath} ssrPath={url}>
      {children}
    </Router>
  );
}
