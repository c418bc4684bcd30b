// `npx tsx tools/editor-screenshots.ts`: the pictures of docs/content.md, taken in the content
// editor as a marketer sees it (English interface, 1280 px), on a copy of the content, and
// written as small palette PNGs to docs/images/. Run it after the editor or its fields
// change, and look at every picture.
import { chromium, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { startEditorSite } from "../e2e/support/editor-site.ts";
import { boxShowing, fieldBox, localePane, postFields } from "../e2e/support/editor.ts";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

async function shoot(page: Page, name: string) {
  const png = await page.screenshot();
  const file = `docs/images/${name}.png`;
  await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9 }).toFile(file);
  console.info(`wrote ${file}`);
}

/** The field in the middle of its pane, clear of the editor's notices at the bottom. */
async function centre(box: Locator) {
  await box.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await box.page().waitForTimeout(300);
}

const site = await startEditorSite();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
  await page.goto(`${site.editor}/admin/`);
  await page.getByRole("button", { name: "Work with Local Repository" }).waitFor();
  // The page fades in: a shot before the end of it holds two frames at once.
  await page.waitForTimeout(1000);
  await shoot(page, "editor-sign-in");

  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByText("Home page", { exact: true }).waitFor();
  // The top bar and the icons settle after the list.
  await page.waitForTimeout(1000);
  await shoot(page, "editor-texts");

  // Signed in already: the file opens from the list.
  await page.getByText("Home page", { exact: true }).first().click();
  // The German title of the Gen AI card, among the home page's blocks.
  const { box } = await boxShowing(page, localePane(page, "de"), "Title", "Mit generativer KI");
  await box.fill("KI-gestützte Ursachenanalyse");
  await centre(box);
  await shoot(page, "editor-side-by-side");

  await box.fill("KI-gestützte Ursachenanalyse in wenigen Minuten");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("You cannot enter more than 40 characters.").first().waitFor();
  await centre(box);
  await shoot(page, "editor-refused");

  // A post: its front matter as fields, its text in the rich-text editor, German beside.
  // Signed in already: the collection opens by its address.
  await page.goto(`${site.editor}/admin/#/collections/posts`);
  await page.getByText("Ingesting OpenTelemetry at scale", { exact: false }).first().click();
  const title = await fieldBox(page, localePane(page, "de"), postFields(site.root), ["title"]);
  // The text's rich-text editor takes the focus (and scrolls to it) once it has started.
  await localePane(page, "de").locator("[contenteditable=true]").first().waitFor();
  await page.waitForTimeout(1000);
  await title.box.focus();
  await page.evaluate(() => document.querySelectorAll("*").forEach((e) => (e.scrollLeft = 0)));
  await centre(title.box);
  await shoot(page, "editor-post");
} finally {
  await browser.close();
  await site.close();
}
