import { createElement } from "react";

/** An icon's shapes, as Lucide writes them: each an SVG element's tag and its attributes. */
export type IconNode = [tag: string, attributes: Record<string, string>][];

interface IconProps {
  /** Shape data, e.g. `Menu` from src/components/icons/lucide.ts. */
  node: IconNode;
  className?: string;
}

/**
 * Renders a Lucide icon from its shape data (plain arrays, src/components/icons/lucide.ts), so
 * this 20-line renderer replaces lucide-react's runtime (context, class merging, prop
 * handling) and keeps about 2 KB of JavaScript out of every page. Icons here are always
 * decorative: the control around them carries the accessible name. Inline in HTML, an
 * <svg> needs no xmlns (the parser gives it its namespace), and `focusable` only ever
 * mattered to Internet Explorer: neither is sent, on 20-odd icons a page.
 */
export function Icon({ node, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {/* A fixed list of shapes that never reorders, so the index is a stable key. */}
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
