import { lazy, useState } from "react";
import { useHydrated } from "../../../lib/use-hydrated";
import type { StaticBlock as StaticBlockContent } from "./static-blocks";

// Its own chunk, fetched only when the browser itself has to draw such a block: on a page
// the router shows without a document of its own (back to a composed page, to a home page
// that has one). The prerender waits for it, as it waits for each page's own chunk.
const LazyStaticBlockView = lazy(() => import("./static-block-view"));

interface StaticBlockProps {
  block: StaticBlockContent;
  id: string;
}

/**
 * A block that is HTML only. The server renders it; in the browser, a block that came with
 * the document is adopted as it is: an empty <section> of React's whose prerendered content
 * and attributes hydration leaves alone (React does not compare inner HTML or attributes in
 * production, and never updates an unchanged `__html`), so the page ships none of its code.
 * The dev server, the editor's live preview, renders it in full, so that an edit shows.
 */
export function StaticBlock({ block, id }: StaticBlockProps) {
  if (import.meta.env.SSR || import.meta.env.DEV) {
    return <LazyStaticBlockView block={block} id={id} />;
  }
  return <AdoptedOrDrawn block={block} id={id} />;
}

function AdoptedOrDrawn({ block, id }: StaticBlockProps) {
  const hydrated = useHydrated();
  // Fixed for the block's life: it came with the document (rendered during hydration) or not.
  const [adopted] = useState(!hydrated);
  if (adopted) return <section suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  return <LazyStaticBlockView block={block} id={id} />;
}
