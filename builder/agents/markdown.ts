// A small Markdown writer (CommonMark) for the files the build writes for language models:
// copy from the content files goes in as text, never as Markdown, so every character that
// could start markup is escaped, and links take absolute URLs only.

/** Characters that start inline markup anywhere in a line. */
const inlineMarkup = /[\\`*_[\]<>|~]|&(?=#?\w+;)/g;

/**
 * Text as Markdown shows it, word for word: inline markup characters escaped, and a line
 * that would start a heading, quote, list or rule escaped at its start.
 */
export function escapeText(text: string): string {
  return text
    .replace(inlineMarkup, (character) => `\\${character}`)
    .replace(/^(\s*)([#>+=-]|\d+(?=[.)]))/gm, (_, space: string, start: string) =>
      /^\d/.test(start) ? `${space}${start}\\` : `${space}\\${start}`,
    );
}

/** Undoes escapeText: the text a reader sees. */
export function unescapeText(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])/g, "$1");
}

function absolute(url: string): string {
  if (!/^(?:https?:\/\/|mailto:)[^\s<>()]+$/.test(url)) {
    throw new Error(`A Markdown link needs an absolute URL without spaces or brackets: ${url}`);
  }
  return url;
}

export const md = {
  heading: (level: 1 | 2 | 3 | 4, text: string) => `${"#".repeat(level)} ${escapeText(text)}`,
  paragraph: (text: string) => escapeText(text),
  link: (text: string, url: string) => `[${escapeText(text)}](${absolute(url)})`,
  /** A list item per entry; each entry is Markdown already (a link, escaped text). */
  list: (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n"),
  quote: (text: string) => `> ${escapeText(text)}`,
  /** Blocks separated by a blank line, empty ones left out, ending in a newline. */
  document: (blocks: readonly (string | false | undefined)[]) =>
    `${blocks.filter((block): block is string => !!block).join("\n\n")}\n`,
};

export interface MarkdownHeading {
  level: number;
  text: string;
}

/** The ATX headings of a Markdown document (`## Title`), outside code fences, as read. */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s{0,3}(?:```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^\s{0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    const [, marks = "", text = ""] = match ?? [];
    if (match) headings.push({ level: marks.length, text: unescapeText(text) });
  }
  return headings;
}
