/** An inclusive range of Unicode code points. */
export type CodePointRange = readonly [first: number, last: number];

/**
 * Parses a CSS `unicode-range` value (`U+0000-00FF,U+0131,U+4??`), as Fontsource writes
 * one per subset file, so the renderer opens only the files whose range covers the text.
 */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
      if (!match?.[1]) throw new Error(`Not a unicode-range: "${part}" in "${value}"`);
      const [, start, end] = match;
      // `U+4??` is shorthand for U+400-4FF.
      if (start.includes("?")) {
        if (end) throw new Error(`Not a unicode-range: "${part}" in "${value}"`);
        return [hex(start.replace(/\?/g, "0")), hex(start.replace(/\?/g, "F"))] as const;
      }
      return [hex(start), hex(end ?? start)] as const;
    });
}

function hex(digits: string): number {
  return Number.parseInt(digits, 16);
}

export function inRanges(ranges: readonly CodePointRange[], codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** `U+3042`, the way Unicode charts name a code point. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The shortest CSS `unicode-range` for a set of code points: `U+20-22,U+26,U+A9`. */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const codePoint of sorted) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  const label = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return ranges
    .map(([first, last]) => `U+${label(first)}${first === last ? "" : `-${label(last)}`}`)
    .join(",");
}
