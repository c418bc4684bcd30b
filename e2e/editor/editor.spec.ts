// The content editor's journeys (`npm run test:integration`): a marketer changes copy in the
// editor, the preview follows, the rebuilt site shows it; a text the schema refuses is
// refused beside its field; a failed save loses nothing. The editor works on a copy of the
// content in a repository of its own (e2e/support/editor-site.ts), and reaches it the way
// `npm run edit` does: "Work with Local Repository" opens the working copy through the
// browser's private file system, no OS dialog (editor/browser/working-copy-bridge.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { builtPages } from "../../builder/pages";
import type { ComposedPageSource } from "../../src/content/composed-schema";
import { homeSections } from "../../src/content/home";
import type { HomeContent } from "../../src/content/schema";
import { isBlogPage } from "../../src/site-pages";
import {
  boxShowing,
  fieldBox,
  localePane,
  openEntry,
  openInEditor,
  postFields,
  releaseFields,
  reveal,
  setFieldValue,
} from "../support/editor";
import { startEditorSite, type EditorSite } from "../support/editor-site";
import { notFoundConsoleErrors } from "../support/fixtures";

const test = base.extend<object, { site: EditorSite }>({
  site: [
    // Playwright reads a fixture's dependencies from the pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startEditorSite();
      await use(site);
      await site.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});
test.describe.configure({ mode: "serial" });

const home = (root: string, locale: string) =>
  JSON.parse(readFileSync(join(root, "content", locale, "home.json"), "utf8")) as HomeContent;
/** The title of the home page's Gen AI card in a locale's file. */
const featureTitle = (root: string, locale: string) =>
  homeSections(home(root, locale)).features.items.find(
    (item) => item.illustration === "gen-ai-powered",
  )!.title;
/** The German card's title field in the editor, found by what it shows. */
const featureBox = (page: Page, root: string) =>
  boxShowing(page, localePane(page, "de"), "Title", featureTitle(root, "de"));

/**
 * How long a save's answer may take: the working copy runs the build's content checks on
 * it, over 5 s beside two other workers on a busy 2-core machine.
 */
const saving = { timeout: 30_000 };

/** Console errors and failed or refused requests of a page, for a test to assert none. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

test("the preview shows every page in every locale with no console error and no failed request", async ({
  site,
  page,
}) => {
  test.setTimeout(180_000);
  // The dev server renders the site's own pages; the blog's are built only (builder/blog/).
  for (const built of builtPages().filter((each) => !isBlogPage(each.id))) {
    const problems = problemsOf(page);
    const url = `${site.preview}${built.sample}`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(built.status);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    // Everything the page asks for has answered (the dev server draws the icons on request),
    // so none of it is still in flight, to be cut off by the next page and counted there.
    await page.waitForLoadState("networkidle");
    // The not-found page answers 404 and logs it, as the specification asks; nothing else.
    // Its nearest pages come from the search index, which only a build makes: the preview
    // has none to offer, so that request fails there and the page offers the search.
    const expected = (problem: string) =>
      built.status === 404 &&
      (problem === `404: ${url}` ||
        /^(404|failed): .*\/pagefind\//.test(problem) ||
        notFoundConsoleErrors.some((pattern) => pattern.test(problem)));
    expect(
      problems.filter((problem) => !expected(problem)),
      built.sample,
    ).toEqual([]);
    page.removeAllListeners();
    // Leaving cuts off what the page still had in flight (the not-found page looks its
    // nearest pages up late on a busy machine): cut off here, not counted on the next page.
    await page.goto("about:blank");
  }
});

test("a title over its maximum length is refused beside the field; the file stays as it was", async ({
  site,
  page,
}) => {
  const problems = problemsOf(page);
  const before = readFileSync(join(site.root, "content/de/home.json"), "utf8");
  await openInEditor(page, site.editor, "home");
  const { group, box } = await featureBox(page, site.root);
  await box.fill("KI-gestützte Ursachenanalyse in wenigen Minuten");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(group.getByRole("alert")).toContainText(
    "You cannot enter more than 40 characters.",
    saving,
  );
  await expect(box).toHaveAttribute("aria-invalid", "true");
  expect(readFileSync(join(site.root, "content/de/home.json"), "utf8")).toBe(before);
  expect(site.git("status", "--porcelain")).toBe("");
  expect(problems).toEqual([]);
});

test("a save the working copy refuses keeps what was typed, and the file on disk", async ({
  site,
  page,
}) => {
  await openInEditor(page, site.editor, "home");
  const { box } = await featureBox(page, site.root);
  // Someone changes the file by hand after the editor read it.
  const file = join(site.root, "content/de/home.json");
  const byHand = readFileSync(file, "utf8").replace('"Funktionen"', '"Leistungen"');
  writeFileSync(file, byHand);
  await box.fill("Generative KI");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toContainText(
    /error while saving/i,
    saving,
  );
  expect(readFileSync(file, "utf8")).toBe(byHand);
  await page.keyboard.press("Escape");
  await expect(box).toHaveValue("Generative KI");
  site.git("checkout", "--", ".");
});

test("a German post retitled in the editor: one line of its Markdown file changes", async ({
  site,
  page,
}) => {
  const problems = problemsOf(page);
  const path = "content/de/blog/ingesting-opentelemetry-at-scale.md";
  const titleOf = (file: string) => /^title: "?(.*?)"?$/m.exec(readFileSync(file, "utf8"))?.[1];
  const german = titleOf(join(site.root, path));
  await openInEditor(page, site.editor, "Blog posts");
  // The list names each post by its title in the default language.
  const english = titleOf(join(site.root, path.replace("/de/", "/en/"))) ?? "";
  const pane = await openEntry(page, english, "de");
  const { box } = await fieldBox(page, pane, postFields(site.root), ["title"]);
  await expect(box).toHaveValue(german ?? "");
  await setFieldValue(box, "OpenTelemetry im großen Maßstab");
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => site.git("diff", "--numstat"), { timeout: 30_000 })
    .toBe(`1\t1\t${path}\n`);
  expect(titleOf(join(site.root, path))).toBe("OpenTelemetry im großen Maßstab");
  expect(problems).toEqual([]);
  site.git("checkout", "--", ".");
});

test("a German release note in the Changelog: a title too long is refused beside the field, a shorter one changes one line of its Markdown", async ({
  site,
  page,
}) => {
  const problems = problemsOf(page);
  const path = "content/de/changelog/4.12.md";
  const titleOf = (file: string) => /^title: "?(.*?)"?$/m.exec(readFileSync(file, "utf8"))?.[1];
  await openInEditor(page, site.editor, "Changelog");
  // The list names each note by its version and its title in the default language.
  const english = titleOf(join(site.root, path.replace("/de/", "/en/"))) ?? "";
  const pane = await openEntry(page, english, "de");
  const { group, box } = await fieldBox(page, pane, releaseFields(), ["title"]);
  await expect(box).toHaveValue(titleOf(join(site.root, path)) ?? "");

  await setFieldValue(box, "Ursachen-Timeline ".repeat(7));
  await page.getByRole("button", { name: "Save" }).click();
  await expect(group.getByRole("alert")).toContainText(
    "You cannot enter more than 110 characters.",
    saving,
  );
  expect(site.git("status", "--porcelain")).toBe("");

  await setFieldValue(box, "Ursachen-Zeitachse für Kubernetes-Rollouts");
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => site.git("diff", "--numstat"), { timeout: 30_000 })
    .toBe(`1\t1\t${path}\n`);
  expect(titleOf(join(site.root, path))).toBe("Ursachen-Zeitachse für Kubernetes-Rollouts");
  expect(problems).toEqual([]);
  site.git("checkout", "--", ".");
});

test("a German feature title changed and saved: one line in git, the preview and the rebuilt /de/ show it, English unchanged", async ({
  site,
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const problems = problemsOf(page);
  const title = "KI-gestützte Ursachenanalyse";
  const english = featureTitle(site.root, "en");
  // The preview, open beside the editor as a marketer keeps it.
  const preview = await context.newPage();
  await preview.goto(`${site.preview}/de/`);
  await preview.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  await openInEditor(page, site.editor, "home");
  const { box } = await featureBox(page, site.root);
  await box.fill(title);
  await page.getByRole("button", { name: "Save" }).click();
  // Saved once the editor has written every locale's file: one line of one file changed.
  await expect
    .poll(() => site.git("diff", "--numstat"), { timeout: 30_000 })
    .toBe("1\t1\tcontent/de/home.json\n");
  expect(featureTitle(site.root, "de")).toBe(title);
  // The card is a button that opens the feature's dialog.
  await expect(preview.getByRole("button", { name: title })).toBeVisible({ timeout: 20_000 });
  expect(problems).toEqual([]);

  const built = await site.build();
  await page.goto(`${built.origin}/de/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: title }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: title })).toBeVisible();

  await page.goto(`${built.origin}/`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("button", { name: english })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  site.git("checkout", "--", ".");
});

test("a German landing page in Pages: its headline changed and its FAQ removed, saved through the page check, previewed and built", async ({
  site,
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const problems = problemsOf(page);
  const path = "content/de/pages/opentelemetry.json";
  const pageOf = (file = path) =>
    JSON.parse(readFileSync(join(site.root, file), "utf8")) as ComposedPageSource;
  const before = pageOf();
  const headline = "OpenTelemetry rein, Ursachen raus";
  const address = `/de${before.path}`;
  const preview = await context.newPage();
  await preview.goto(`${site.preview}${address}`);

  await openInEditor(page, site.editor, "Pages");
  // The list names each page by its title in the default language.
  const pane = await openEntry(page, pageOf(path.replace("/de/", "/en/")).head.title, "de");
  await pane.getByRole("textbox", { name: "Headline" }).first().fill(headline);
  // Each block is an item of the list, headed by its kind.
  const header = (kind: string) =>
    page.getByRole("button", { name: /^(Collapse|Expand)$/ }).filter({ hasText: kind });
  await reveal(page, pane, pane.locator(header("FAQ")));
  const faq = pane
    .getByRole("group")
    .filter({ has: header("FAQ") })
    .last();
  await faq.getByRole("button", { name: "Remove" }).first().click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => site.git("diff", "--name-only"), { timeout: 30_000 }).toBe(`${path}\n`);
  const after = pageOf();
  expect(after.blocks.map((block) => block.type)).toEqual(
    before.blocks.map((block) => block.type).filter((type) => type !== "faq"),
  );
  expect(after.blocks[0]).toMatchObject({ type: "hero", title: headline });
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(headline, {
    timeout: 20_000,
  });
  expect(problems).toEqual([]);

  const built = await site.build();
  await page.goto(`${built.origin}${address}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
  const removed = before.blocks.find((block) => block.type === "faq")!;
  await expect(page.getByRole("heading", { name: removed.title })).toHaveCount(0);
  site.git("checkout", "--", ".");
});

test("a new landing page made in the editor, in English and German only: two files the page check accepts, previewed and built with hreflang to both", async ({
  site,
  page,
}) => {
  test.setTimeout(300_000);
  const problems = problemsOf(page);
  const copy = {
    en: {
      path: "/kubernetes",
      title: "Kubernetes observability",
      description:
        "Every pod, node and service of your clusters in one place, with the root cause of a slowdown found in minutes, on-prem or in the cloud.",
      cardText: "Clusters in one view, root causes in minutes.",
      eyebrow: "Kubernetes",
      headline: "See inside every cluster",
      subtitle: "Traces, metrics and logs from every pod, correlated, with the root cause named.",
      button: "Book a demo",
      ctaTitle: "Run Kubernetes with fewer surprises",
      ctaText: "Show us a cluster and we show you its slowest path.",
    },
    de: {
      path: "/kubernetes",
      title: "Kubernetes-Observability",
      description:
        "Jeder Pod, jeder Node und jeder Service Ihrer Cluster an einem Ort, die Ursache einer Verlangsamung in Minuten gefunden, on-prem oder in der Cloud.",
      cardText: "Cluster auf einen Blick, Ursachen in Minuten.",
      eyebrow: "Kubernetes",
      headline: "Blick in jeden Cluster",
      subtitle: "Traces, Metriken und Logs aus jedem Pod, verknüpft, mit benannter Ursache.",
      button: "Demo buchen",
      ctaTitle: "Kubernetes mit weniger Überraschungen",
      ctaText: "Zeigen Sie uns einen Cluster, wir zeigen Ihnen seinen langsamsten Pfad.",
    },
  } as const;

  await openInEditor(page, site.editor, "Pages");
  await page.getByRole("button", { name: "Create New Entry" }).click();
  // A campaign in two markets: the Japanese content is switched off for this page.
  const right = page.getByRole("group", { name: /^Edit .*German.* Content$/ });
  await right.getByRole("radio", { name: "Japanese" }).click();
  await page.getByRole("button", { name: /^Show .Japanese. Content Options$/ }).click();
  await page.getByRole("menuitem", { name: /^Disable .Japanese.$/ }).click();
  await page
    .getByRole("group", { name: /^Edit .*Japanese.* Content$/ })
    .getByRole("radio", { name: "German" })
    .click();

  for (const locale of ["en", "de"] as const) {
    const text = copy[locale];
    const pane = localePane(page, locale);
    const box = async (name: string, value: string) => {
      const field = await reveal(
        page,
        pane,
        pane.getByRole("textbox", { name, exact: true }).last(),
      );
      await field.fill(value);
    };
    await box("Path", text.path);
    await box("Page title", text.title);
    await box("Description", text.description);
    await box("Social card headline", text.title);
    await box("Social card text", text.cardText);
    // Each block: chosen by its kind from the list's Add menu, then its fields.
    const add = async (kind: string) => {
      await (
        await reveal(page, pane, pane.getByRole("button", { name: /^Add .Blocks.$/ }))
      ).click();
      await page.getByRole("menuitem", { name: kind, exact: true }).click();
    };
    await add("Hero");
    await box("Eyebrow", text.eyebrow);
    await box("Headline", text.headline);
    await box("Subtitle", text.subtitle);
    await box("Get in Touch button", text.button);
    await add("Call to action");
    await box("Title", text.ctaTitle);
    await box("Text", text.ctaText);
    await box("Button", text.button);
  }
  await page.getByRole("button", { name: "Save" }).click();

  // The files are named after the path, one per language written, none for Japanese.
  const files = ["content/de/pages/kubernetes.json", "content/en/pages/kubernetes.json"];
  await expect
    .poll(() => site.git("status", "--porcelain", "--untracked-files=all", "content"), {
      timeout: 30_000,
    })
    .toBe(files.map((file) => `?? ${file}`).join("\n") + "\n");
  const saved = JSON.parse(readFileSync(join(site.root, files[0]!), "utf8")) as ComposedPageSource;
  expect(saved).toMatchObject({
    path: copy.de.path,
    head: { title: copy.de.title, cardText: copy.de.cardText },
    blocks: [
      { type: "hero", title: copy.de.headline, cta: copy.de.button },
      { type: "cta", title: copy.de.ctaTitle, button: copy.de.button },
    ],
  });
  expect(problems).toEqual([]);
  // The preview serves the new page at once, as the built site will.
  const preview = await page.context().newPage();
  await preview.goto(`${site.preview}/de${copy.de.path}`);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(copy.de.headline);
  await preview.close();

  const built = await site.build();
  for (const locale of ["en", "de"] as const) {
    const address = `${locale === "en" ? "" : `/${locale}`}${copy[locale].path}`;
    await page.goto(`${built.origin}${address}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy[locale].headline);
    await expect(page).toHaveTitle(new RegExp(`^${copy[locale].title}`));
    const hreflangs = await page
      .locator('head link[rel="alternate"][hreflang]:not([hreflang="x-default"])')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")).sort());
    expect(hreflangs).toEqual(["de", "en"]);
  }
  expect((await page.request.get(`${built.origin}/ja${copy.en.path}`)).status()).toBe(404);
  site.git("clean", "-fdq", "content");
});
