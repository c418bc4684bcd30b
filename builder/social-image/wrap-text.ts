import { breakAnywhere, breakUnits } from "./line-breaks.ts";

export interface WrapOptions {
  /** BCP 47 language of the text: where words and phrases end. */
  lang: string;
  /** Widest line, in the units `measure` returns. */
  maxWidth: number;
  maxLines: number;
  /** Width of a line as drawn (advances, kerning, letter-spacing). */
  measure: (text: string) => number;
  /**
   * Lines of even width (as CSS `text-wrap: balance`), in as few lines as greedy wrapping
   * needs, breaking after a clause's punctuation where that costs little. For headlines,
   * where a lone last word looks lost.
   */
  balance?: boolean;
}

export interface WrappedText {
  lines: string[];
  /** More text than `maxLines` hold: the last line ends in an ellipsis. */
  truncated: boolean;
  /** A word wider than a line was broken between its characters. */
  brokeWord: boolean;
}

export const ellipsis = "…";

/** Runs of spaces, tabs and line breaks read as one space, as in HTML. */
export function normalizeSpace(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, " ").trim();
}

/**
 * Wraps at the break opportunities of `breakUnits`: greedily (each line takes as many
 * units as fit), or balanced. A unit wider than a line breaks between characters; text
 * beyond `maxLines` ends in an ellipsis. Pure: widths come from `measure`, so tests can
 * use a fake one.
 */
export function wrapText(text: string, options: WrapOptions): WrappedText {
  const { lang, maxWidth, maxLines, measure } = options;
  const units = breakUnits(normalizeSpace(text), lang);
  const greedy = fill(units, maxWidth, measure, lang);
  if (greedy.lines.length > maxLines) {
    const kept = greedy.lines.slice(0, maxLines);
    const last = kept.length - 1;
    kept[last] = withEllipsis(kept[last] ?? "", maxWidth, measure, lang);
    return { lines: kept, truncated: true, brokeWord: greedy.brokeWord };
  }
  const balanced =
    options.balance && greedy.lines.length > 1 && !greedy.brokeWord
      ? balance(units, greedy.lines.length, maxWidth, measure)
      : undefined;
  return { lines: balanced ?? greedy.lines, truncated: false, brokeWord: greedy.brokeWord };
}

/** A clause's end: the best place for a headline to break. */
const clauseEnd = /[,.;:!?、。，．：；！？]\s*$/u;

/**
 * The units in `lineCount` lines of even width: the least sum of squared gaps to
 * `maxWidth`, plus a small penalty per break that is not after a clause's punctuation
 * (so "モダンなシステムに、/モダンな…" wins a tie with "…、モダンな/オブザーバビリティを").
 * Undefined if they cannot be set in that many lines.
 */
function balance(
  units: readonly string[],
  lineCount: number,
  maxWidth: number,
  measure: (text: string) => number,
): string[] | undefined {
  const breakPenalty = (0.25 * maxWidth) ** 2;
  const lineText = (from: number, to: number) => units.slice(from, to).join("").trimEnd();
  // best[lines][end]: the cheapest way to set units [0, end) in `lines` lines.
  type Choice = { cost: number; start: number };
  const best: Choice[][] = [[{ cost: 0, start: 0 }]];
  for (let lines = 1; lines <= lineCount; lines += 1) {
    const row: Choice[] = [];
    for (let end = 1; end <= units.length; end += 1) {
      const penalty =
        end < units.length && !clauseEnd.test(units[end - 1] ?? "") ? breakPenalty : 0;
      for (let start = end - 1; start >= 0; start -= 1) {
        const width = measure(lineText(start, end));
        if (width > maxWidth) break;
        const before = best[lines - 1]?.[start];
        if (!before) continue;
        const cost = before.cost + (maxWidth - width) ** 2 + penalty;
        if (cost < (row[end]?.cost ?? Infinity)) row[end] = { cost, start };
      }
    }
    best.push(row);
  }
  if (!best[lineCount]?.[units.length]) return undefined;
  const lines: string[] = [];
  for (let row = lineCount, end = units.length; row > 0; row -= 1) {
    const start = best[row]?.[end]?.start ?? 0;
    lines.unshift(lineText(start, end));
    end = start;
  }
  return lines;
}

function fill(
  units: readonly string[],
  maxWidth: number,
  measure: (text: string) => number,
  lang: string,
): Omit<WrappedText, "truncated"> {
  const lines: string[] = [];
  let line = "";
  let brokeWord = false;
  const add = (piece: string) => {
    if (line && measure((line + piece).trimEnd()) > maxWidth) {
      lines.push(line.trimEnd());
      line = "";
    }
    line += piece;
  };
  for (const unit of units) {
    const fitsOnItsOwn = measure(unit.trimEnd()) <= maxWidth;
    if (fitsOnItsOwn) {
      add(unit);
      continue;
    }
    // As CSS's overflow-wrap: the word starts a line of its own, then breaks where it must.
    brokeWord = true;
    if (line.trimEnd()) lines.push(line.trimEnd());
    line = "";
    for (const piece of breakAnywhere(unit, lang)) add(piece);
  }
  if (line.trimEnd()) lines.push(line.trimEnd());
  return { lines, brokeWord };
}

/** What a line may not end with before the ellipsis: "Systems,…" reads as a typo. */
const trailingBeforeEllipsis = /[\s,.;:!?、。，．・：；！？\-‐–—]+$/u;

/**
 * The line shortened, at a break opportunity if one leaves room (else between
 * characters), until it fits with an ellipsis after it.
 */
function withEllipsis(
  line: string,
  maxWidth: number,
  measure: (text: string) => number,
  lang: string,
): string {
  const shortened = (pieces: readonly string[]) =>
    pieces.join("").replace(trailingBeforeEllipsis, "") + ellipsis;
  const units = breakUnits(line, lang);
  for (let count = units.length; count > 0; count -= 1) {
    const candidate = shortened(units.slice(0, count));
    if (measure(candidate) <= maxWidth) return candidate;
  }
  // Not even the first word fits beside the ellipsis: cut it between characters.
  const pieces = breakAnywhere(units[0] ?? "", lang);
  for (let count = pieces.length; count > 0; count -= 1) {
    const candidate = shortened(pieces.slice(0, count));
    if (measure(candidate) <= maxWidth) return candidate;
  }
  return ellipsis;
}
