// The Markdown of each block of a page made of blocks (a composed page, the home page), for
// its twin: every heading the block's HTML has (the build checks them), its text, and
// absolute links where it links.
import type { ComposedBlock } from "../../src/content/composed.ts";
import { solutionStepIds } from "../../src/content/ids.ts";
import { absoluteUrl } from "../../src/features/seo/seo-config.ts";
import type { Locale } from "../../src/i18n/locales.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import { youtubeWatchUrl } from "../../src/lib/youtube.ts";
import { md } from "./markdown.ts";
import { calculatorMarkdown, plansMarkdown } from "./pricing-twins.ts";
import { siteFrame, type TwinRenderer } from "./twin-frame.ts";

interface BlockContext {
  url: (path: string) => string;
  contact: string;
  /** The page's address and its blocks, this one among them. */
  page: { path: string; blocks: readonly ComposedBlock[] };
  videoId: string;
  /** Said under every demo video, before its link: where it plays from. */
  videoNotice: string;
  locale: Locale;
}

/** A sample's mark in the twin, as the page shows it: the locale's label in brackets. */
const marked = (text: string, sample: boolean, label: string) =>
  sample ? `${text} (${label})` : text;

/** A table in GitHub's Markdown, its cells escaped for the pipe. */
const table = (header: readonly string[], rows: readonly (readonly string[])[]) =>
  [header, header.map(() => "---"), ...rows]
    .map((cells) => `| ${cells.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`)
    .join("\n");

function blockMarkdown(block: ComposedBlock, context: BlockContext): (string | false)[] {
  const { url, contact, page } = context;
  switch (block.type) {
    case "hero": {
      const features = page.blocks.find((other) => other.type === "features");
      return [
        md.heading(1, block.title),
        md.paragraph(block.eyebrow),
        md.paragraph(block.subtitle),
        md.list(
          [
            md.link(block.cta, contact),
            !!block.secondaryCta &&
              !!features &&
              md.link(block.secondaryCta, url(`${page.path}#${features.anchor}`)),
            !!block.video && md.link(block.video.playVideo, youtubeWatchUrl(context.videoId)),
          ].filter((item): item is string => !!item),
        ),
        !!block.video && md.paragraph(context.videoNotice),
      ];
    }
    case "steps":
      return [
        md.heading(2, block.title),
        md.paragraph(`${block.eyebrow}: ${block.lead}`),
        ...solutionStepIds.flatMap((id) => [
          md.heading(3, block.steps[id].title),
          md.paragraph(block.steps[id].description),
        ]),
      ];
    case "features":
      return [
        md.heading(2, block.title),
        md.paragraph(`${block.eyebrow}: ${block.lead}`),
        ...block.items.flatMap((item) => [
          md.heading(3, item.title),
          md.paragraph(item.summary),
          md.paragraph(item.details),
        ]),
      ];
    case "cta":
      return [md.heading(2, block.title), md.paragraph(block.text), md.link(block.button, contact)];
    case "rich-text":
      // The author's own Markdown, as a post's twin has it.
      return [block.markdown.trim()];
    case "logos":
      return [
        md.heading(2, block.title),
        md.list(
          block.logos.map((logo) =>
            md.paragraph(
              marked(logo.company, logo.permission.status === "sample", block.sampleLabel),
            ),
          ),
        ),
      ];
    case "quotes":
      return [
        md.heading(2, block.title),
        ...block.quotes.map(
          (quote) =>
            `${md.quote(quote.quote)}\n>\n> — ${md.paragraph(marked(`${quote.person}, ${quote.role}, ${quote.company}`, quote.permission.status === "sample", block.sampleLabel))}`,
        ),
      ];
    case "faq":
      return [
        md.heading(2, block.title),
        md.paragraph(`${block.eyebrow}: ${block.lead}`),
        ...block.items.flatMap((item) => [md.heading(3, item.question), md.paragraph(item.answer)]),
      ];
    case "comparison":
      return [
        md.heading(2, block.title),
        md.paragraph(`${block.eyebrow}: ${block.lead}`),
        table(
          [block.caption, ...block.columns],
          block.rows.map((row) => [row.label, ...row.values]),
        ),
      ];
    case "figures":
      return [
        md.heading(2, block.title),
        md.list(
          block.items.map((item) =>
            md.paragraph(marked(`${item.value}: ${item.label}`, item.sample, block.sampleLabel)),
          ),
        ),
        !!block.source && md.paragraph(block.source),
        ...block.items.flatMap((item) => (item.source ? [md.paragraph(item.source)] : [])),
      ];
    case "plans":
      return plansMarkdown(block, page.blocks, context.locale, {
        contact,
        calculator: (anchor) => url(`${page.path}#${anchor}`),
      });
    case "calculator":
      return calculatorMarkdown(block, context.locale, table, url(`${page.path}#${block.anchor}`));
  }
}

/** The twin of a page made of blocks: each block's Markdown, then the site around it. */
export const blocksTwin: TwinRenderer<"composed" | "home"> = (input) => {
  const { content, locale, site } = input;
  const url = (path: string) => absoluteUrl(site.url, path);
  const context = {
    url,
    contact: url(localizedPath(locale, "/contact")),
    page: { path: input.path, blocks: content.blocks },
    videoId: site.videoId,
    videoNotice: input.common.video.notice,
    locale,
  };
  return md.document([
    ...content.blocks.flatMap((block) => blockMarkdown(block, context)),
    "---",
    ...siteFrame(input),
  ]);
};
