import type { ComponentType } from "react";

export interface PageRoute {
  path: string;
  /** Each page is its own chunk, so `/` never downloads the contact form or toasts. */
  load: () => Promise<{ default: ComponentType }>;
}

export const routes: PageRoute[] = [
  { path: "/", load: () => import("./pages/home-page") },
  { path: "/contact", load: () => import("./pages/contact-page") },
  { path: "*", load: () => import("./pages/not-found-page") },
];
