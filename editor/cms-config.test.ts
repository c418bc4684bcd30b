import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { leafTexts } from "../builder/content/structure-diff";
import { builtPages } from "../builder/pages";
import { blockSchema, blockTypes } from "../src/content/blocks-schema";
import { contentFiles, homeSchema, type ContentFileName } from "../src/content/schema";
import { text } from "../src/content/schema-fields";
import { allLocales, defaultLocale, type Locale } from "../src/i18n/locales";
import { pageKinds, type PageKind, type PageId } from "../src/site-pages";
import { cmsConfig } from "./cms-config";
import { cmsFields, keepsPattern, type CmsField } from "./cms-fields";
import { pageCollection } from "./page-collection";
import { postCollection } from "./post-collection";

const config = cmsConfig({ locales: allLocales, siteUrl: "http://localhost:5173" });
const [texts] = config.collections;
const files = texts && "files" in texts ? texts.files : [];

/**
 * The field at a key path, as the editor shows it; through a list of blocks, the kind each
 * item of `data` (the file's content along the same path) is.
 */
function fieldAt(
  fields: CmsField[],
  path: readonly (string | number)[],
  data?: unknown,
): CmsField | undefined {
  const [head, ...rest] = path;
  const field = fields.find((each) => each.name === head);
  // A key-value field (a record) holds every key below it.
  if (field?.widget === "keyvalue" || rest.length === 0) return field;
  const value = (data as Record<string, unknown> | undefined)?.[String(head)];
  const [index, ...below] = rest;
  if (field?.widget === "list" && typeof index === "number") {
    const item = (value as unknown[] | undefined)?.[index];
    const kind = field.types?.find((type) => type.name === (item as { type?: string })?.type);
    const shape = kind ?? field.field ?? field;
    // A block's kind is the item's type key: chosen from the list's Add menu, not typed.
    if (kind && below.length === 1 && below[0] === field.typeKey) return field;
    return below.length === 0 ? shape : fieldAt(shape.fields ?? [], below, item);
  }
  return fieldAt(field?.fields ?? [], rest, value);
}

describe("cmsConfig", () => {
  it("has an entry for every content file, in every locale, side by side", () => {
    expect(files.map((file) => file.name)).toEqual(Object.keys(contentFiles));
    expect(files.map((file) => file.file)).toContain("content/{{locale}}/home.json");
    expect(config.i18n).toMatchObject({ locales: ["en", "de", "ja"], default_locale: "en" });
  });

  it("has a field for every text of every content file, each translated per locale", () => {
    for (const file of files) {
      const english = JSON.parse(
        readFileSync(`content/${defaultLocale}/${file.name}.json`, "utf8"),
      ) as unknown;
      for (const { path } of leafTexts(english)) {
        // Keys with a dot (telemetry event names) stay out of the editor (cms-fields.ts).
        if (path.some((key) => typeof key === "string" && key.includes("."))) continue;
        const field = fieldAt(file.fields, path, english);
        expect(field, `${file.name}: ${path.join(".")}`).toBeDefined();
        expect(field?.i18n).toBe(true);
      }
    }
  });

  it("gives each field the build's limits, labels and hints", () => {
    const home = files.find((file) => file.name === "home")!.fields;
    const english = JSON.parse(readFileSync("content/en/home.json", "utf8")) as unknown;
    // The home page's features block, its fifth card (Gen AI Powered).
    const card = ["blocks", 2, "items", 4];
    expect(fieldAt(home, [...card, "title"], english)).toMatchObject({
      label: "Title",
      widget: "string",
      required: true,
      maxlength: 40,
    });
    expect(fieldAt(home, [...card, "details"], english)).toMatchObject({
      widget: "text",
      maxlength: 600,
      hint: "The longer text in its dialog.",
    });
  });

  it("links each file to the page that shows it, in the site's paths", () => {
    const pathOf = (name: ContentFileName) => files.find((file) => file.name === name)!;
    const shown = Object.keys(contentFiles) as string[];
    // The blog's index shows its file; its tag and post pages are not content files.
    // A page with an address of its own in a locale is previewed at the default's there.
    const ownWord = (each: { id: string; locale: string }) =>
      (pageKinds[each.id as PageId] as PageKind).localPaths?.[each.locale as Locale] !== undefined;
    const previewed = builtPages(allLocales).filter(
      (each) => shown.includes(each.id) && !ownWord(each),
    );
    for (const page of previewed) {
      const name = page.id as ContentFileName;
      // What the editor does with the template (its preview_path option).
      const template = pathOf(name).preview_path ?? "";
      expect(template, name).not.toBe("");
      const filled =
        page.locale === defaultLocale
          ? template.replace(/{{locale}}[./]/, "")
          : template.replaceAll("{{locale}}", page.locale);
      expect(`/${filled}`).toBe(page.sample);
    }
  });
});

describe("cmsFields", () => {
  it("asks for the placeholders the build asks for, with the build's words", () => {
    const [pattern, message] = keepsPattern(["brand", "network"]);
    const matches = (value: string) => new RegExp(pattern).test(value);
    expect(matches("{network} and {brand}")).toBe(true);
    expect(matches("{brand} only")).toBe(false);
    expect(message).toBe(
      "Keep {brand} and {network} in the text: the site puts the real values there.",
    );
    const zodMessage = text(40, "x", { keeps: ["brand"] }).safeParse("none").error?.issues[0];
    expect(zodMessage?.message).toBe(keepsPattern(["brand"])[1]);
  });

  it("turns a choice of ids into a select, flags and dates into their widgets", () => {
    const fields = cmsFields(
      z.strictObject({
        tag: z.enum(["logs", "traces"]).meta({ title: "Tag" }),
        tags: z.array(z.enum(["logs", "traces"])).meta({ title: "Tags" }),
        draft: z.boolean().optional().meta({ title: "Draft" }),
        date: z.iso.datetime().meta({ title: "Date" }),
      }),
    );
    expect(fields).toMatchObject([
      { name: "tag", widget: "select", options: ["logs", "traces"], multiple: false },
      { name: "tags", widget: "select", multiple: true },
      { name: "draft", widget: "boolean", required: false },
      { name: "date", widget: "datetime", required: true },
    ]);
  });

  it("refuses a rule it cannot explain to an editor", () => {
    const slug = z.strictObject({ slug: z.string().regex(/^[a-z-]+$/) });
    expect(() => cmsFields(slug)).toThrow(/slug: a pattern the editor cannot explain/);
    expect(cmsFields(homeSchema).map((field) => field.name)).toEqual(Object.keys(homeSchema.shape));
  });
});

describe("the posts collection", () => {
  const posts = cmsConfig({
    locales: allLocales,
    siteUrl: "http://localhost:5173",
    folderCollections: [postCollection(".")],
  }).collections[1];

  it("edits one Markdown file per post and language, previewed at the post's address", () => {
    expect(posts).toMatchObject({
      name: "posts",
      folder: "content",
      path: "blog/{{slug}}",
      extension: "md",
      format: "frontmatter",
      i18n: true,
      preview_path: "{{locale}}/blog/{{slug}}",
      media_folder: "/content/media/blog",
      public_folder: "/media/blog",
    });
  });

  it("has the front matter's fields as the build checks them, and the text last", () => {
    const fields = posts && "fields" in posts ? posts.fields : [];
    const blog = JSON.parse(readFileSync("content/en/blog.json", "utf8")) as {
      tags: Record<string, string>;
    };
    expect(fields).toMatchObject([
      { name: "title", widget: "string", maxlength: 110, required: true },
      { name: "description", widget: "text", required: true },
      { name: "date", widget: "datetime", format: "YYYY-MM-DD", time_format: false },
      { name: "updated", widget: "datetime", required: false },
      { name: "author", widget: "string" },
      { name: "tags", widget: "select", multiple: true, options: Object.keys(blog.tags) },
      {
        name: "cover",
        widget: "object",
        fields: [{ name: "image", widget: "image" }, { name: "alt" }],
      },
      { name: "draft", widget: "boolean", required: false },
      { name: "body", widget: "markdown", required: true },
    ]);
  });
});

describe("the pages collection", () => {
  const pages = cmsConfig({
    locales: allLocales,
    siteUrl: "http://localhost:5173",
    folderCollections: [pageCollection()],
  }).collections[1];
  const fields = pages && "fields" in pages ? pages.fields : [];
  const blocks = fields.find((field) => field.name === "blocks");

  it("edits one JSON file per page and language, named after its path, previewed there", () => {
    expect(pages).toMatchObject({
      name: "pages",
      label: "Pages",
      folder: "content",
      path: "pages/{{slug}}",
      extension: "json",
      format: "json",
      create: true,
      identifier_field: "path",
      // A page may leave out a language: the editor offers to disable it.
      i18n: { initial_locales: "all" },
      preview_path: "{{locale}}/{{fields.path}}",
    });
  });

  it("offers every block the site has, each kind with its own fields, in a list to reorder", () => {
    expect(blocks).toMatchObject({ widget: "list", typeKey: "type", min: 1 });
    expect(blocks?.types?.map((type) => type.name)).toEqual(blockTypes);
    const hero = blocks?.types?.find((type) => type.name === "hero");
    expect(hero?.label).toBe("Hero");
    expect(blocks?.types?.find((type) => type.name === "faq")?.label).toBe("FAQ");
    expect(hero?.fields?.map((field) => field.name)).toEqual(
      Object.keys(blockSchema.options[0].shape).filter((key) => key !== "type"),
    );
  });

  it("gives lists of items their fields, and a permission every shape's fields", () => {
    const features = blocks?.types?.find((type) => type.name === "features");
    expect(fieldAt(features?.fields ?? [], ["items"])).toMatchObject({
      widget: "list",
      fields: expect.arrayContaining([expect.objectContaining({ name: "title" })]) as unknown,
    });
    const logos = blocks?.types?.find((type) => type.name === "logos");
    const permission = fieldAt(logos?.fields ?? [], ["logos"])?.fields?.find(
      (field) => field.name === "permission",
    );
    expect(permission?.fields?.map((field) => [field.name, field.widget])).toEqual([
      ["status", "select"],
      ["approvedBy", "string"],
      ["approvedOn", "datetime"],
      ["note", "string"],
    ]);
    const comparison = blocks?.types?.find((type) => type.name === "comparison");
    expect(fieldAt(comparison?.fields ?? [], ["columns"])).toMatchObject({
      widget: "list",
      field: { widget: "string" },
    });
  });

  it("edits the plans, the prices and the sizing rules, numbers within the build's bounds", () => {
    const typeOf = (name: string) => blocks?.types?.find((type) => type.name === name);
    const calculator = typeOf("calculator")?.fields ?? [];
    expect(fieldAt(calculator, ["prices", "cloud", "logsPerGb"])).toMatchObject({
      widget: "number",
      value_type: "float",
      min: 0,
      max: 1_000_000,
    });
    expect(fieldAt(calculator, ["prices", "cloud", "includedRetentionDays"])).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 365,
    });
    // Each sizing rule: its value, its unit and its reason, all editable.
    const rule = fieldAt(calculator, ["prices", "onPrem", "sizing", "ingestPerVcpu"]);
    expect(rule?.fields?.map((field) => [field.name, field.widget])).toEqual([
      ["value", "number"],
      ["unit", "string"],
      ["reason", "text"],
    ]);
    // The price list's approval is the same fields as a customer's permission.
    expect(fieldAt(calculator, ["prices", "status"])?.fields?.map((field) => field.name)).toEqual([
      "status",
      "approvedBy",
      "approvedOn",
      "note",
    ]);
    const plan = fieldAt(typeOf("plans")?.fields ?? [], ["plans"]);
    expect(plan?.fields?.map((field) => field.name)).toEqual(
      expect.arrayContaining(["name", "price", "priceOf", "features", "to"]),
    );
  });

  it("explains the path's rule in the editor's words", () => {
    expect(fieldAt(fields, ["path"])?.pattern?.[1]).toMatch(/\S/);
  });
});
