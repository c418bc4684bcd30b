import type { Locale } from "../../src/i18n/locales.ts";

/** Words a minute for Latin-script text, characters a minute for Japanese. */
const wordsPerMinute = 220;
const cjkPerMinute = 500;
// Kana and kanji: Japanese is read by the character, not by the word.
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * Minutes to read a post's Markdown, at least 1: prose only, without code blocks, image and
 * link addresses, or Markdown's own marks. Japanese counts characters, other text words.
 */
export function readingMinutes(markdown: string, locale: Locale): number {
  const prose = markdown
    .replace(/^(```|~~~)[\s\S]*?^\1/gm, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#*_`>|~[\]-]/g, " ");
  const characters = prose.match(cjk)?.length ?? 0;
  const words = prose
    .replace(cjk, " ")
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const minutes =
    locale === "ja" || characters > words.length
      ? characters / cjkPerMinute + words.length / wordsPerMinute
      : words.length / wordsPerMinute;
  return Math.max(1, Math.round(minutes));
}
