// The changelog's Markdown twins: the index with every release's kind, date, version and
// summary, and each release with its note as its author wrote it.
import { changelogPaths } from "../../src/content/changelog.ts";
import { absoluteUrl } from "../../src/features/seo/seo-config.ts";
import { fill } from "../../src/i18n/format.ts";
import { md } from "./markdown.ts";
import { siteFrame, type TwinRenderer } from "./twin-frame.ts";

const changelogIndexTwin: TwinRenderer<"changelog-index"> = (input) => {
  const { content, site, locale } = input;
  const { copy, sampleLabel } = content;
  const url = (path: string) => absoluteUrl(site.url, path);
  return md.document([
    md.heading(1, copy.index.title),
    md.paragraph(copy.index.lead),
    md.link(copy.feed.link, url(changelogPaths.feed(locale))),
    ...content.releases.flatMap((release) => [
      md.heading(2, release.title),
      md.paragraph(
        [
          copy.kinds[release.kind],
          release.dateText,
          fill(copy.release.version, { version: release.version }),
          release.sample && `(${sampleLabel})`,
          release.lang !== locale && `(${copy.release.inEnglish})`,
        ]
          .filter(Boolean)
          .join(" · "),
      ),
      md.paragraph(release.summary),
      md.link(release.title, url(release.path)),
    ]),
    "---",
    ...siteFrame(input),
  ]);
};

const releaseTwin: TwinRenderer<"release"> = (input) => {
  const { content, site, locale, body } = input;
  const { copy, release, sampleLabel } = content;
  const url = (path: string) => absoluteUrl(site.url, path);
  return md.document([
    md.heading(1, release.title),
    md.paragraph(
      [
        copy.kinds[release.kind],
        release.dateText,
        fill(copy.release.version, { version: release.version }),
        release.sample && `(${sampleLabel})`,
      ]
        .filter(Boolean)
        .join(" · "),
    ),
    md.paragraph(release.summary),
    // Its headings start at h2 on the page, as they do here.
    (body ?? "").trim().replace(/^# /gm, "## "),
    md.link(copy.release.back, url(changelogPaths.index(locale))),
    "---",
    ...siteFrame(input),
  ]);
};

export const changelogTwinRenderers = {
  "changelog-index": changelogIndexTwin,
  release: releaseTwin,
};
