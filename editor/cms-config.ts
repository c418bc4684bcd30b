// The content editor's whole configuration, made from the content schema and the page list:
// one entry per content file (content/<locale>/<name>.json), every locale side by side, each
// linked to the page that shows it. Served by `npm run edit` and written by
// `npm run build:editor`; never part of the public build.
import type { z } from "zod";
import { builtPages } from "../builder/pages.ts";
import { contentFiles, type ContentFileName } from "../src/content/schema.ts";
import { defaultLocale, type Locale } from "../src/i18n/locales.ts";
import type { PageId } from "../src/site-pages.ts";
import { editorRoute } from "./admin-page.ts";
import { cmsFields, type CmsField } from "./cms-fields.ts";

/**
 * The page that shows each content file's texts (the header and footer are on every page).
 * The texts for AI assistants have none: llms.txt is written by the build only.
 */
const pageOf: Partial<Record<ContentFileName, PageId>> = {
  common: "home",
  home: "home",
  contact: "contact",
  "not-found": "not-found",
  imprint: "imprint",
  privacy: "privacy",
  integrations: "integrations",
  customers: "customers-index",
  changelog: "changelog-index",
  trust: "trust",
  blog: "blog-index",
};

/** A collection of one Markdown file per entry (posts, say), in every locale's folder. */
export interface FolderCollection {
  name: string;
  label: string;
  /** Where each locale keeps its entries, below content/<locale>/: `blog`. */
  folder: string;
  /** The front matter's schema; a `body` string in it is the Markdown text. */
  schema: z.ZodType;
  /** The entry's address, `{{slug}}` for its file name: `/blog/{{slug}}`. */
  previewPath: string;
  /** Where its uploads go (from the repository's root) and the path the text gives them. */
  media?: { folder: string; public: string };
  /** A JSON file per entry (a composed page), not Markdown with front matter (a post). */
  json?: boolean;
  /** What the list of entries shows for each: `{{fields.head.title}}`. */
  summary?: string;
  /** The field a new entry's file is named after (`{{slug}}`), when it is not `title`. */
  identifierField?: string;
  /**
   * Whether an entry may leave out a language (a landing page in English and German only):
   * the editor then offers to disable a language's content, and deletes its file on save.
   */
  optionalTranslations?: boolean;
}

export interface CmsConfigOptions {
  locales: readonly Locale[];
  /** Where the site's pages are shown while editing (the dev server), or the live site. */
  siteUrl: string;
  /** The Git host's repository, `owner/name`, for signing in from anywhere but this machine. */
  repo?: string;
  branch?: string;
  folderCollections?: readonly FolderCollection[];
  /** The editor's name on its sign-in page and tab. */
  title?: string;
}

/**
 * The editor's preview link for a page: `{{locale}}/contact`, which the editor turns into
 * `contact` in the default locale and `de/contact` in German, as the site's paths go. A page
 * whose address is another word in a language (`/de/impressum`, its kind's localPaths in
 * site-pages.ts) previews at its default locale's word there (`/de/imprint`), which every
 * server redirects to the page (src/local-words.ts): the editor has one template for all
 * locales.
 */
function previewPath(page: PageId, locales: readonly Locale[]): string {
  const built = builtPages(locales).find(
    (each) => each.id === page && each.locale === defaultLocale,
  );
  return `{{locale}}/${(built?.sample ?? "/").slice(1)}`;
}

function folderCollection(collection: FolderCollection) {
  return {
    name: collection.name,
    label: collection.label,
    folder: "content",
    path: `${collection.folder}/{{slug}}`,
    extension: collection.json ? "json" : "md",
    format: collection.json ? "json" : "frontmatter",
    ...(collection.summary ? { summary: collection.summary } : {}),
    create: true,
    ...(collection.identifierField ? { identifier_field: collection.identifierField } : {}),
    i18n: collection.optionalTranslations ? { initial_locales: "all" } : true,
    // The other language beside the default one, as for the texts; the site's own pages are
    // the preview (`npm run edit`'s dev server, or the build).
    editor: { preview: false },
    preview_path: `{{locale}}${collection.previewPath}`,
    ...(collection.media
      ? { media_folder: `/${collection.media.folder}`, public_folder: collection.media.public }
      : {}),
    fields: cmsFields(collection.schema),
  };
}

export function cmsConfig(options: CmsConfigOptions) {
  const locales: Locale[] = [
    defaultLocale,
    ...options.locales.filter((each) => each !== defaultLocale),
  ];
  const files = (Object.keys(contentFiles) as ContentFileName[]).map((name) => {
    const page = pageOf[name];
    return {
      name,
      label: contentFiles[name].label,
      file: `content/{{locale}}/${name}.json`,
      format: "json",
      i18n: true,
      ...(page ? { preview_path: previewPath(page, locales) } : {}),
      fields: cmsFields(contentFiles[name].schema),
    };
  });
  return {
    // The configuration comes whole from here: no config.yml beside the page.
    load_config_file: false,
    backend: {
      name: "github",
      repo: options.repo ?? "owner/site",
      branch: options.branch ?? "main",
      // Personal access tokens: no OAuth server of ours to run.
      auth_methods: ["token"],
    },
    app_title: options.title ?? "Content editor",
    logo: { src: `${editorRoute}logo.svg` },
    site_url: options.siteUrl,
    // Images are the site's code (src/assets), not content: nothing to upload.
    media_folder: "content/uploads",
    i18n: {
      structure: "multiple_folders",
      locales,
      default_locale: defaultLocale,
      omit_default_locale_from_preview_path: true,
    },
    // As JSON.stringify(data, null, 2) writes it, which is what the formatter keeps.
    output: { json: { indent_style: "space", indent_size: 2 }, omit_empty_optional_fields: true },
    collections: [
      {
        name: "texts",
        label: "Site texts",
        description: "Every text of the site's pages, in each language.",
        i18n: true,
        editor: { preview: false },
        files,
      },
      ...(options.folderCollections ?? []).map(folderCollection),
    ],
  };
}

export type CmsConfig = ReturnType<typeof cmsConfig>;
export type { CmsField };
