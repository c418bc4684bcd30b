// The build's proof that a Markdown twin holds its page: every heading the prerendered HTML
// shows (h1 to h3) must be a heading of the twin, word for word.
import { markdownHeadings } from "./markdown.ts";

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Text of an HTML fragment: tags dropped, character references decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
      if (name[0] !== "#") return entities[name.toLowerCase()] ?? reference;
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of every h1, h2 and h3 of a page, in document order. */
export function htmlHeadings(html: string): string[] {
  return [...html.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/gi)]
    .map((match) => htmlText(match[2] ?? ""))
    .filter(Boolean);
}

/** The page's headings its Markdown twin lacks (as headings of any level). */
export function missingHeadings(html: string, markdown: string): string[] {
  const normalize = (text: string) => text.replace(/\s+/g, " ").trim().normalize("NFC");
  const inTwin = new Set(markdownHeadings(markdown).map((heading) => normalize(heading.text)));
  return htmlHeadings(html).filter((heading) => !inTwin.has(normalize(heading)));
}
