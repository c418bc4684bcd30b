// A customer logo's SVG as pages inline it: the logo walls' (composed-content.ts) and the
// customer stories' (stories.ts).

/**
 * An SVG file's markup for inline use: without its XML prolog, comments, scripts and event
 * handlers, and without a fixed width and height (the block sizes it).
 */
export function inlineSvg(svg: string): string {
  return svg
    .replace(/<\?xml[^>]*\?>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<script[\s\S]*?<\/script>/gi, "")
    .replace(/\son\w+="[^"]*"/gi, "")
    .replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
      const kept = attributes.replace(/\s(width|height)="[^"]*"/g, "");
      return `<svg${kept} aria-hidden="true" focusable="false">`;
    })
    .trim();
}
