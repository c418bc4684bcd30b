import { sectionIds } from "../../content/ids";
import type { CommonContent } from "../../content/schema";

/** The header's section links, in order: each a landing-page section and its label. */
export function navItems(nav: CommonContent["nav"]) {
  return [
    { sectionId: sectionIds.solution, label: nav.solution },
    { sectionId: sectionIds.features, label: nav.features },
  ];
}
