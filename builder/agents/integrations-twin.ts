// The integrations catalog's Markdown twin: every integration by category, with the way its
// data arrives, its documentation and its own address on the page, from the content file
// the page is rendered from.
import { integrationCategories } from "../../src/content/integration-ids.ts";
import { absoluteUrl } from "../../src/features/seo/seo-config.ts";
import { fill } from "../../src/i18n/format.ts";
import { pathOf } from "../../src/site-pages.ts";
import { md } from "./markdown.ts";
import { siteFrame, type TwinRenderer } from "./twin-frame.ts";

export const integrationsTwin: TwinRenderer<"integrations"> = (input) => {
  const { content, locale, site } = input;
  const { page, categories, ingestion } = content;
  const url = (path: string) => absoluteUrl(site.url, path);
  return md.document([
    md.heading(1, page.title),
    md.paragraph(page.intro),
    ...integrationCategories.flatMap((category) => {
      const entries = content.integrations.filter((entry) => entry.category === category);
      return entries.length === 0
        ? []
        : [
            md.heading(2, categories[category].name),
            md.paragraph(categories[category].lead),
            ...entries.flatMap((entry) => [
              md.heading(3, entry.name),
              md.paragraph(`${ingestion[entry.ingestion]}: ${entry.summary}`),
              md.list([
                md.link(page.docs, entry.docs),
                md.link(fill(page.anchor, { name: entry.name }), url(`${input.path}#${entry.id}`)),
              ]),
            ]),
          ];
    }),
    md.heading(2, page.missingTitle),
    md.paragraph(page.missingText),
    md.link(page.missingCta, url(pathOf(locale, "contact"))),
    "---",
    ...siteFrame(input),
  ]);
};
