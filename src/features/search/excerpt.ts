/** A run of an excerpt's text, marked when it is one of the words searched for. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};

/** Unescaped text of a run of the excerpt; any tag but `<mark>` is dropped, not rendered. */
function decode(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity);
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matched words) as parts to
 * render as text, so nothing of an indexed page is ever parsed as markup in the dialog.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last)
      parts.push({ text: decode(excerpt.slice(last, match.index)), marked: false });
    parts.push({ text: decode(String(match[1])), marked: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decode(excerpt.slice(last)), marked: false });
  return parts.filter((part) => part.text !== "");
}
