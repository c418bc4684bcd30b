import type { IconNode } from "lucide";

export interface Illustration {
  /** A WebP, for browsers without AVIF. */
  src: string;
  /** AVIF candidates by width (`url 640w, ...`). */
  avifSrcSet: string;
  alt: string;
  width: number;
  height: number;
}

export interface SolutionStep {
  id: string;
  title: string;
  description: string;
  icon: IconNode;
  image: Illustration;
}

export interface Feature {
  id: string;
  title: string;
  /** One line on the card. */
  summary: string;
  /** The longer text in the feature dialog. */
  details: string;
  icon: IconNode;
  image: Illustration;
}

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's canonical URL; omitted for pages that must not be indexed. */
  path?: string;
  noindex?: boolean;
}

export interface NavItem {
  label: string;
  /** Id of the landing-page section the link scrolls to. */
  sectionId: string;
}
