// The shape of every content file (content/<locale>/*.json), in one place: the build validates
// each file against it and names the file, line and key of anything wrong; the content
// editor's fields are generated from it, so the editor cannot save what the build would
// refuse; and the site's code gets its types from it. Build-time only: the site imports
// types from here, never values (a lint rule keeps zod out of the browser).
import { z } from "zod";
import type { StaticContentName } from "../site-pages.ts";
import { blockSchema } from "./blocks-schema.ts";
import { blogSchema } from "./blog-schema.ts";
import { changelogSchema } from "./changelog-schema.ts";
import { factsSchema } from "./facts-schema.ts";
import { contactFailureKinds, contactFieldNames, themeChoices } from "./ids.ts";
import { integrationsSchema } from "./integrations-schema.ts";
import { imprintSchema, privacySchema } from "./legal-schema.ts";
import { group, humanize, keyedBy, pageMeta, plural, text } from "./schema-fields.ts";
import { searchCopySchema } from "./search-schema.ts";
import { customersSchema } from "./stories-schema.ts";
import { trustSchema } from "./trust-schema.ts";

export const commonSchema = z.strictObject({
  nav: group("Header and menu", {
    primary: text(40, "Navigation name", { hint: "Read by screen readers." }),
    solution: text(30, "Our Solution link"),
    features: text(30, "Features link"),
    pricing: text(30, "Pricing link", { hint: "To the pricing page, where a language has one." }),
    resources: text(30, "Resources menu", {
      hint: "Opens the links to the blog, integrations, customer stories, trust center and changelog.",
    }),
    bookDemo: text(30, "Book Demo button"),
    home: text(60, "Logo link name", { keeps: ["brand"], hint: "Read by screen readers." }),
    openMenu: text(40, "Open menu button", { hint: "Read by screen readers." }),
    closeMenu: text(40, "Close menu button", { hint: "Read by screen readers." }),
    menuTitle: text(30, "Menu title", { hint: "The heading of the phone menu." }),
    skipLink: text(60, "Skip link", {
      hint: "The first link on every page, for keyboard users.",
    }),
  }),
  theme: group("Theme switch", {
    label: text(30, "Switch name"),
    choices: keyedBy(themeChoices, (choice) => text(20, humanize(choice))).meta({
      title: "Choices",
    }),
  }),
  language: group("Language switch", {
    label: text(30, "Switch name"),
  }),
  footer: group("Footer", {
    tagline: text(120, "Tagline"),
    social: text(40, "Social links title"),
    socialLink: text(100, "Social link name", {
      keeps: ["brand", "network"],
      hint: "Read by screen readers, e.g. “{brand} on {network} (opens in a new tab)”.",
    }),
    rights: text(60, "Rights"),
    explore: text(40, "Links title", { hint: "Above the footer's links to the site's pages." }),
    blog: text(30, "Blog link"),
    integrations: text(30, "Integrations link"),
    customers: text(30, "Customer stories link"),
    trust: text(30, "Trust center link"),
    changelog: text(30, "Changelog link"),
    whatsNew: text(30, "What's new", { hint: "Before the newest release's title." }),
    legal: text(40, "Legal links title", {
      hint: "Above the links to the imprint and privacy policy.",
    }),
    imprint: text(40, "Imprint link"),
    privacy: text(40, "Privacy policy link"),
  }),
  search: searchCopySchema,
  video: group(
    "Demo video notice",
    {
      notice: text(240, "Before play", {
        multiline: true,
        hint: "Under every demo video: that it plays from YouTube (Google) and what a click sends.",
      }),
      policyLink: text(60, "Privacy policy link", { hint: "After the notice, to its section." }),
    },
    "Informed consent (§ 25 TDDDG): what the click on play does, said before the click.",
  ),
  seo: group("Link previews", {
    socialImageAlt: text(200, "Preview image description", {
      keeps: ["brand"],
      multiline: true,
      hint: "Describes the link-preview image for people who cannot see it.",
    }),
  }),
});

/**
 * The home page: the specification's page, made of blocks as every composed page is
 * (blocks-schema.ts), at / in every locale. The build also holds it to what the site links
 * to: the header's section links need blocks with their anchors (src/content/ids.ts).
 */
export const homeSchema = z.strictObject({
  meta: pageMeta,
  blocks: z.array(blockSchema).min(1).meta({ title: "Blocks" }),
});

const fieldSchema = group("Field", {
  label: text(40, "Label"),
  placeholder: text(80, "Placeholder", { hint: "The example shown in the empty field." }),
});

export const contactSchema = z.strictObject({
  meta: pageMeta,
  page: group("Page", {
    back: text(30, "Back link"),
    title: text(60, "Title"),
    intro: text(260, "Intro", { multiline: true }),
    emailTitle: text(40, "E-mail card title"),
    emailText: text(160, "E-mail card text", { multiline: true }),
    formTitle: text(60, "Form title"),
    formIntro: text(120, "Form note"),
    notifications: text(60, "Notifications name", { hint: "Read by screen readers." }),
    demoTitle: text(40, "Demonstration title", {
      hint: "Above the form of a preview build, whose form sends nothing.",
    }),
    demoText: text(240, "Demonstration text", {
      keeps: ["email"],
      multiline: true,
      hint: "After the title: that nothing is sent, and to write to {email} instead.",
    }),
  }),
  fields: keyedBy(contactFieldNames, (name) => fieldSchema.meta({ title: humanize(name) })).meta({
    title: "Form fields",
  }),
  form: group("Sending", {
    submit: text(30, "Send button"),
    sending: text(30, "Send button while sending"),
    optional: text(30, "Optional field note"),
    toastTitle: text(60, "Confirmation title"),
    toastText: text(140, "Confirmation text"),
  }),
  notice: group(
    "Privacy notice",
    {
      sent: text(240, "What is sent where", {
        keeps: ["brand", "host"],
        multiline: true,
        hint: "Beside the send button when the form delivers; {host} is the endpoint's host.",
      }),
      simulated: text(240, "When nothing is sent", {
        multiline: true,
        hint: "Beside the send button when the build's form sends nothing (no endpoint).",
      }),
      link: text(60, "Privacy policy link"),
    },
    "Beside the send button: what happens to what the visitor types (GDPR Art. 13).",
  ),
  limits: group("Field limits", {
    blankField: text(120, "Only spaces typed"),
    charactersLeft: plural("Characters left", "Shown under the message as it nears its limit."),
    limitReached: text(100, "Limit reached", { keeps: ["max"] }),
  }),
  delivery: group(
    "Delivery errors",
    {
      failureTitle: text(60, "Error title"),
      failures: keyedBy(contactFailureKinds, (kind) =>
        text(240, humanize(kind), { multiline: true }),
      ).meta({ title: "What went wrong" }),
      errorCode: text(40, "Error code", {
        keeps: ["status"],
        hint: "After the text when the server answered with an error status.",
      }),
      kept: text(100, "Nothing lost"),
      retry: text(30, "Try again button"),
      retrying: text(30, "Try again button while sending"),
      emailInstead: text(40, "E-mail link"),
      mailto: group("Prefilled e-mail", {
        name: text(20, "Name label"),
        company: text(20, "Company label"),
        email: text(20, "E-mail label"),
      }),
      honeypotLabel: text(60, "Spam trap label", { hint: "Never shown to visitors." }),
    },
    "Only shown when the form delivers to a real endpoint and sending fails.",
  ),
  estimate: group(
    "Estimate from the calculator",
    {
      title: text(60, "Title"),
      volumes: text(200, "Volumes", {
        keeps: ["logs", "traces", "series", "retention"],
        hint: "E.g. “{logs} GB of logs and {traces} GB of traces a day, …”.",
      }),
      cloud: text(80, "In the cloud", { keeps: ["region"], hint: "{region} is its id." }),
      onPrem: text(160, "On-prem", { keeps: ["nodes", "vcpu", "memory", "disk"] }),
      totals: text(160, "Totals", { keeps: ["monthly", "yearly"] }),
      note: text(200, "What happens to it", { multiline: true }),
      change: text(40, "Change link", { hint: "Back to the calculator with these inputs." }),
      remove: text(40, "Remove button"),
      removed: text(120, "Removed message"),
    },
    "Above the message, when the visitor came from the pricing page's “Send this estimate”.",
  ),
});

export const notFoundSchema = z.strictObject({
  meta: pageMeta,
  page: group("Page", {
    code: text(10, "Code"),
    title: text(60, "Title"),
    text: text(200, "Text", { multiline: true }),
    home: text(30, "Home button"),
    suggestions: text(80, "Nearest pages title", {
      hint: "Above the pages whose words are closest to the address asked for.",
    }),
    searchInstead: text(120, "No nearest pages", {
      hint: "When no page is close to the address: above a button that opens the search.",
    }),
  }),
});

/** The words of llms.txt (llmstxt.org) around the pages' own copy: no page carries them. */
export const agentsSchema = z.strictObject({
  llms: group("llms.txt, the index of the site for AI assistants", {
    markdownNote: text(240, "How to read the pages", { multiline: true }),
    pages: text(40, "Pages heading", { hint: "Above the list of this language's pages." }),
  }),
});

/**
 * The copy of each kind of page at an address of its own (src/site-pages.ts), by the content
 * file the kind names: a kind declared without its schema here does not compile.
 */
const pageContentFiles = {
  home: { label: "Home page", schema: homeSchema },
  contact: { label: "Contact page", schema: contactSchema },
  "not-found": { label: "Not-found page", schema: notFoundSchema },
  imprint: { label: "Imprint", schema: imprintSchema },
  privacy: { label: "Privacy policy", schema: privacySchema },
  integrations: { label: "Integrations catalog", schema: integrationsSchema },
  trust: { label: "Trust center", schema: trustSchema },
} as const satisfies Record<StaticContentName, { label: string; schema: z.ZodType }>;

/** Every content file of a locale: its name (content/<locale>/<name>.json) and schema. */
export const contentFiles = {
  common: { label: "Header, menu and footer", schema: commonSchema },
  ...pageContentFiles,
  agents: { label: "For AI assistants", schema: agentsSchema },
  blog: { label: "Blog", schema: blogSchema },
  customers: { label: "Customer stories: their index and pages", schema: customersSchema },
  changelog: { label: "Changelog: its index and release pages", schema: changelogSchema },
  facts: { label: "Product claims", schema: factsSchema },
} as const;

export type ContentFileName = keyof typeof contentFiles;
export type CommonContent = z.infer<typeof commonSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
export type NotFoundContent = z.infer<typeof notFoundSchema>;
export type AgentsContent = z.infer<typeof agentsSchema>;
export type BlogCopy = z.infer<typeof blogSchema>;

/** A locale's content, file by file. */
export type LocaleContent = {
  [name in ContentFileName]: z.infer<(typeof contentFiles)[name]["schema"]>;
};
