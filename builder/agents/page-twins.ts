// The Markdown twin of each page: the page's whole text, from the same content files the
// page is rendered from (never scraped from its HTML), with absolute links to the pages'
// own addresses (what an assistant should cite; they answer in Markdown too, to a client
// that asks). A new kind of page plugs in with one function in `twinRenderers`; the build
// refuses a built page that has none.
import { contactFieldNames } from "../../src/content/ids.ts";
import { contactFieldSpecs } from "../../src/features/contact/fields.ts";
import { absoluteUrl } from "../../src/features/seo/seo-config.ts";
import { locales } from "../../src/i18n/locales.ts";
import { localizedPath } from "../../src/i18n/paths.ts";
import type { PageId } from "../../src/site-pages.ts";
import { blocksTwin } from "./block-twins.ts";
import { blogTwinRenderers } from "./blog-twins.ts";
import { changelogTwinRenderers } from "./changelog-twins.ts";
import { customersTwinRenderers } from "./customers-twins.ts";
import { integrationsTwin } from "./integrations-twin.ts";
import { legalTwinRenderers } from "./legal-twins.ts";
import { md } from "./markdown.ts";
import { trustTwin } from "./trust-twin.ts";
import { siteFrame, type TwinRenderer, type TwinInput } from "./twin-frame.ts";

export type { SiteFacts, TwinInput, TwinRenderer } from "./twin-frame.ts";

const contact: TwinRenderer<"contact"> = (input) => {
  const { content, locale, site } = input;
  const { page, fields, form } = content;
  // A build whose form delivers nowhere says so here too: an assistant must not send people to it.
  const demo = input.site.legal?.processings.some((p) => p.id === "contact" && !p.sends);
  const required = new Set<string>(
    contactFieldSpecs.filter((spec) => spec.required).map((spec) => spec.name),
  );
  return md.document([
    md.heading(1, page.title),
    md.paragraph(page.intro),
    md.heading(2, page.emailTitle),
    md.paragraph(page.emailText),
    md.link(site.email, `mailto:${site.email}`),
    md.heading(2, page.formTitle),
    md.paragraph(page.formIntro),
    !!demo &&
      `**${md.paragraph(page.demoTitle)}** ${md.paragraph(page.demoText.replace("{email}", site.email))}`,
    md.list(
      contactFieldNames.map((name) =>
        md.paragraph(`${fields[name].label}${required.has(name) ? "*" : ` ${form.optional}`}`),
      ),
    ),
    md.link(form.submit, absoluteUrl(site.url, input.path)),
    md.link(page.back, absoluteUrl(site.url, localizedPath(locale, "/"))),
    "---",
    ...siteFrame(input),
  ]);
};

/**
 * Every kind of page that has a Markdown twin, by page id. The not-found page has none: it
 * is no address of its own, and its text is in no index.
 */
export const twinRenderers: { [Id in PageId]?: TwinRenderer<Id> } = {
  home: blocksTwin,
  contact,
  ...legalTwinRenderers,
  integrations: integrationsTwin,
  ...customersTwinRenderers,
  ...changelogTwinRenderers,
  trust: trustTwin,
  composed: blocksTwin,
  ...blogTwinRenderers,
};

/** A page's Markdown twin, or undefined for a kind of page that has none. */
export function renderTwin(id: PageId, input: TwinInput<PageId>): string | undefined {
  // Each renderer takes its own page's content; the build pairs them by page id.
  const render = twinRenderers[id] as TwinRenderer<PageId> | undefined;
  const markdown = render?.(input);
  // Markdown has no direction of its own; CommonMark passes an HTML block through and reads
  // the Markdown between blank lines inside it, so a right-to-left twin renders as its page.
  return markdown && locales[input.locale].dir === "rtl"
    ? `<div dir="rtl">\n\n${markdown}\n</div>\n`
    : markdown;
}
