import type { ComponentType } from "react";
import { type SitePage, sitePages } from "./site-pages";

export interface PageRoute {
  path: string;
  /** Each page is its own chunk, so `/` never downloads the contact form or toasts. */
  load: () => Promise<{ default: ComponentType }>;
}

const loaders: Record<SitePage["id"], PageRoute["load"]> = {
  home: () => import("./pages/home-page"),
  contact: () => import("./pages/contact-page"),
  "not-found": () => import("./pages/not-found-page"),
};

export const routes: PageRoute[] = sitePages.map((page) => ({
  path: page.path,
  load: loaders[page.id],
}));
