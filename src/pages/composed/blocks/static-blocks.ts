import type { ComposedBlock } from "../../../content/composed";

/**
 * The blocks with nothing to do in the browser (no state, no handler, no link the router
 * follows): their prerendered HTML is the whole of them, so a page adopts it as it is and
 * ships none of their code (static-block.tsx). The call to action is not one of them: its
 * link is the router's, and keeps the visit's campaign in memory on the way to the form.
 */
export const staticBlockTypes = [
  "rich-text",
  "logos",
  "quotes",
  "faq",
  "comparison",
  "figures",
] as const satisfies readonly ComposedBlock["type"][];

export type StaticBlock = Extract<ComposedBlock, { type: (typeof staticBlockTypes)[number] }>;

export const isStaticBlock = (block: ComposedBlock): block is StaticBlock =>
  (staticBlockTypes as readonly string[]).includes(block.type);
