import type { IconNode } from "lucide";

/** The illustrations under src/assets/illustrations/, by name. */
export type IllustrationName =
  | "featureComposable"
  | "featureGenai"
  | "featureHybrid"
  | "featureOlap"
  | "featureOtel"
  | "featureRealtime"
  | "solutionConfigure"
  | "solutionDeploy"
  | "solutionObserve"
  | "videoPoster";

export interface Illustration {
  name: IllustrationName;
  alt: string;
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

/** A choice of the theme switch: follow the system, or always light or dark. */
export type ThemeChoice = "system" | "light" | "dark";

export interface ThemeOption {
  value: ThemeChoice;
  label: string;
  icon: IconNode;
}
