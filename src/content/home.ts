// The home page's sections among its blocks, for what reads them outside the page: the
// site's default link-preview card and the checks. The page itself renders its blocks in
// their order (pages/home/home-page.tsx), as every composed page does.
import type { BlockOf, BlockSource, BlockType } from "./blocks-schema.ts";
import { sectionIds } from "./ids.ts";

export interface HomeSections {
  /** The first block, with the demo video the specification's hero shows. */
  hero: BlockOf<"hero"> & { playVideo: string; videoTitle: string };
  /** The block the header's "Our Solution" link leads to. */
  solution: BlockOf<"steps">;
  /** The block the header's "Features" link and the hero's second button lead to. */
  features: BlockOf<"features">;
  cta: BlockOf<"cta">;
}

/** Why the home page's blocks lack a section the site links to, if they do. */
export function missingHomeSection(blocks: readonly BlockSource[]): string | undefined {
  try {
    homeSections({ blocks });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function find<T extends BlockType>(
  blocks: readonly BlockSource[],
  type: T,
  anchor?: string,
): BlockOf<T> {
  const found = blocks.find(
    (block): block is BlockOf<T> =>
      block.type === type &&
      (anchor === undefined || ("anchor" in block && block.anchor === anchor)),
  );
  if (!found) {
    throw new Error(
      anchor === undefined
        ? `the home page has no ${type} block`
        : `the home page has no ${type} block with the anchor "${anchor}", which the header links to`,
    );
  }
  return found;
}

/** The home page's sections, by what the site expects of them. */
export function homeSections(home: { blocks: readonly BlockSource[] }): HomeSections {
  const hero = find(home.blocks, "hero");
  if (!hero.video) throw new Error("the home page's hero has no demo video");
  return {
    hero: { ...hero, ...hero.video },
    solution: find(home.blocks, "steps", sectionIds.solution),
    features: find(home.blocks, "features", sectionIds.features),
    cta: find(home.blocks, "cta"),
  };
}
