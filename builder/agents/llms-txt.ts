// llms.txt (https://llmstxt.org): an H1 with the site's name, a blockquote summary, notes,
// then H2 sections of links, each `- [name](url): notes`. The writer and a parser that
// follows the reference implementation's rules, so the build and the tests read the file
// as an agent would.
import { escapeText, md, unescapeText } from "./markdown.ts";

export interface LlmsLink {
  name: string;
  url: string;
  notes?: string;
}

export interface LlmsTxt {
  title: string;
  summary: string;
  /** Paragraphs between the summary and the first section. */
  details: string[];
  /** `Optional` is the specification's section of links a short context may skip. */
  sections: { heading: string; links: LlmsLink[] }[];
}

export function writeLlmsTxt(file: LlmsTxt): string {
  return md.document([
    md.heading(1, file.title),
    md.quote(file.summary),
    ...file.details.map(md.paragraph),
    ...file.sections.flatMap((section) => [
      md.heading(2, section.heading),
      md.list(
        section.links.map(
          (link) =>
            md.link(link.name, link.url) + (link.notes ? `: ${escapeText(link.notes)}` : ""),
        ),
      ),
    ]),
  ]);
}

/**
 * Reads an llms.txt as the specification lays it out; throws naming what is out of place.
 * Link names and notes come back as a reader sees them (escapes undone).
 */
export function parseLlmsTxt(text: string): LlmsTxt {
  const [head = "", ...parts] = text.split(/^## /m);
  const title = /^# (.+)$/m.exec(head)?.[1];
  if (!title || !head.trimStart().startsWith("# ")) throw new Error("llms.txt: no H1 first");
  const summary = /^> (.+)$/m.exec(head)?.[1];
  if (!summary) throw new Error("llms.txt: no blockquote summary after the H1");
  const details = head
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block && !block.startsWith("# ") && !block.startsWith("> "));
  if (details.some((block) => /^#/m.test(block))) throw new Error("llms.txt: a heading in notes");
  const sections = parts.map((part) => {
    const [heading = "", ...lines] = part.trim().split("\n");
    const links = lines
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const match = /^- \[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)(?:: (.*))?$/.exec(line);
        if (!match) throw new Error(`llms.txt: not a link line in "${heading}": ${line}`);
        const [, name = "", url = "", notes] = match;
        const link: LlmsLink = { name: unescapeText(name), url };
        if (notes) link.notes = unescapeText(notes);
        return link;
      });
    return { heading: unescapeText(heading), links };
  });
  return {
    title: unescapeText(title),
    summary: unescapeText(summary),
    details: details.map(unescapeText),
    sections,
  };
}
