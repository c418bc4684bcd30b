import type { NavItem } from "./types";

export const sectionIds = { solution: "solution", features: "features" } as const;

export const mainNav = [
  { label: "Our Solution", sectionId: sectionIds.solution },
  { label: "Features", sectionId: sectionIds.features },
] satisfies NavItem[];

export const navCopy = {
  bookDemo: "Book Demo",
  homeLink: "home",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  primaryNav: "Primary",
  skipLink: "Skip to main content",
} as const;
