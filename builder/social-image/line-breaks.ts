/**
 * Where a line may break. The text is cut into units that stay on one line: in languages
 * written with spaces, a word with its punctuation and the space after it; in Japanese,
 * which has no spaces, a phrase (a word with the particles after it). Intl.Segmenter finds
 * the words, with the text's language; the rules here join what it would split wrongly.
 */

/** Never at the start of a line (JIS X 4051's line-start rules, and Western closers). */
const noBreakBefore = new Set(
  "、。，．,.:;!?)）]］}｝〕〉》」』】〙〗〟’”｠»ゝゞヽヾ々〻ー‐゠–—〜～…‥・：；！？％%" +
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ",
);
/** Never at the end of a line: opening brackets and quotes. */
const noBreakAfter = new Set("([{（［｛〔〈《「『【〘〖〝‘“｟«");

/**
 * Hiragana words that belong to the word before them (particles and auxiliaries). Any
 * hiragana word of one or two characters is treated the same, which catches the rest.
 */
const particles = (
  "から まで より など した して する され される ます です ました でした ません として " +
  "という について による によって ながら だけ しか ほど くらい ぐらい ように ような でも"
).split(" ");

/** Scripts that break between characters, without spaces (Chinese and Japanese). */
const cjk = /[\p{Script=Han}\u3000-\u303F\u3040-\u30FF\u31F0-\u31FF\uFF00-\uFFEF]/u;
const katakana = /[\u30A1-\u30FA\u30FC-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/u;
const hiraganaWord = /^[\u3041-\u309F]+$/u;
const letterOrDigit = /[\p{L}\p{N}]/u;
/** Punctuation that ends a clause: what follows it starts a new phrase. */
const clauseEnd = /[、。，．,.!?！？：；]/u;

/** The unbreakable units of `text`, in order; joined they give `text` back. */
export function breakUnits(text: string, lang: string): string[] {
  const units: string[] = [];
  for (const { segment } of new Intl.Segmenter(lang, { granularity: "word" }).segment(text)) {
    const last = units.length - 1;
    if (last >= 0 && !canBreakBetween(units[last] ?? "", segment)) units[last] += segment;
    else units.push(segment);
  }
  return units;
}

/**
 * The graphemes of a unit too wide for a line, grouped so that no piece starts with a
 * character that may not start a line (or follows one that may not end it): the last
 * resort, as CSS's `overflow-wrap: anywhere`.
 */
export function breakAnywhere(unit: string, lang: string): string[] {
  const pieces: string[] = [];
  for (const { segment } of new Intl.Segmenter(lang, { granularity: "grapheme" }).segment(unit)) {
    const last = pieces.length - 1;
    const before = pieces[last];
    if (before !== undefined && !kinsokuAllows(before, segment)) pieces[last] = before + segment;
    else pieces.push(segment);
  }
  return pieces;
}

function firstChar(text: string): string {
  return String.fromCodePoint(text.codePointAt(0) ?? 0);
}

function lastChars(text: string, count: number): string[] {
  return [...text].slice(-count);
}

function kinsokuAllows(before: string, after: string): boolean {
  const [a = ""] = lastChars(before, 1);
  return !noBreakBefore.has(firstChar(after)) && !noBreakAfter.has(a);
}

function canBreakBetween(before: string, after: string): boolean {
  const [previous = "", a = ""] = lastChars(before, 2);
  const b = firstChar(after);
  if (!kinsokuAllows(before, after)) return false;
  // After a space, and before none (the space stays at the end of the line).
  if (/\s/u.test(a)) return true;
  if (/\s/u.test(b)) return false;
  // After a hyphen inside a word, as browsers do ("KI-|gestützte").
  if ((a === "-" || a === "\u2010") && letterOrDigit.test(previous) && letterOrDigit.test(b)) {
    return true;
  }
  if (!cjk.test(a) && !cjk.test(b)) return false;
  // A katakana loanword is one word, however the dictionary splits it (オブ|ザー|バ|ビリ|ティ).
  if (katakana.test(a) && katakana.test(b)) return false;
  // A particle stays with its word (システム|に, 」|と), a number with its counter or noun
  // (2026|年, 80%|短縮).
  if (hiraganaWord.test(after) && !clauseEnd.test(a)) {
    if ([...after].length <= 2 || particles.includes(after)) return false;
  }
  if (/[\p{N}%％]/u.test(a) && cjk.test(b)) return false;
  return true;
}
