// The customer stories' Markdown twins: the index with every story's card, and each story
// with its facts, results and their sources, and its quote, from the data its page is
// rendered from.
import { storyPaths } from "../../src/content/stories.ts";
import { absoluteUrl } from "../../src/features/seo/seo-config.ts";
import { fill } from "../../src/i18n/format.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import { md } from "./markdown.ts";
import { siteFrame, type TwinRenderer } from "./twin-frame.ts";

/** A sample's mark, as its page shows it: the locale's "Sample" label, on a line of its own. */
const sampleNote = (label: string, sample: boolean) => sample && md.paragraph(`(${label})`);

const customersIndexTwin: TwinRenderer<"customers-index"> = (input) => {
  const { content, site } = input;
  const { copy, sampleLabel } = content;
  const url = (path: string) => absoluteUrl(site.url, path);
  return md.document([
    md.heading(1, copy.page.title),
    md.paragraph(copy.page.intro),
    ...content.stories.flatMap((story) => [
      md.heading(2, story.company),
      sampleNote(sampleLabel, story.sample),
      md.paragraph(
        `${copy.industries[story.industry]} · ${copy.deployments[story.deployment]} · ${story.region}`,
      ),
      md.paragraph(story.summary),
      md.link(fill(copy.page.read, { company: story.company }), url(story.path)),
    ]),
    "---",
    ...siteFrame(input),
  ]);
};

const customerStoryTwin: TwinRenderer<"customer-story"> = (input) => {
  const { content, site, locale } = input;
  const { copy, story, sampleLabel } = content;
  const words = copy.story;
  const url = (path: string) => absoluteUrl(site.url, path);
  const sample = story.permission.status === "sample";
  return md.document([
    md.heading(1, story.meta.title),
    sampleNote(sampleLabel, sample),
    md.paragraph(story.summary),
    md.list([
      `${words.industry}: ${copy.industries[story.industry]}`,
      `${words.size}: ${story.size}`,
      `${words.region}: ${story.region}`,
      `${words.deployment}: ${copy.deployments[story.deployment]}`,
    ]),
    md.heading(2, words.challenge),
    md.paragraph(story.challenge),
    md.heading(2, words.solution),
    md.paragraph(story.solution),
    md.heading(2, words.results),
    md.list(
      story.results.map(
        (result) =>
          `${result.value} ${result.unit}: ${result.label} (${words.source}: ${result.source})`,
      ),
    ),
    md.quote(story.quote.quote),
    md.paragraph(`${story.quote.person}, ${story.quote.role}, ${story.company}`),
    md.heading(2, words.ctaTitle),
    md.paragraph(words.ctaText),
    md.link(words.ctaButton, url(localizedPath(locale, "/contact"))),
    md.link(words.back, url(storyPaths.index(locale))),
    "---",
    ...siteFrame(input),
  ]);
};

export const customersTwinRenderers = {
  "customers-index": customersIndexTwin,
  "customer-story": customerStoryTwin,
};
