// The composed pages in the editor: one JSON file per page and language
// (content/<locale>/pages/<name>.json), its blocks a list the marketer adds to, reorders and
// removes from, each kind with the fields of the build's own schema. A save is checked as
// the build checks pages (builder/content/composed-pages.ts): a path taken, a block the site
// does not have, a quote without its permission are refused with the field named.
import { pagesFolderName } from "../builder/content/composed-pages.ts";
import { composedPageSchema } from "../src/content/composed-schema.ts";
import type { FolderCollection } from "./cms-config.ts";

export function pageCollection(): FolderCollection {
  return {
    name: "pages",
    label: "Pages",
    folder: pagesFolderName,
    schema: composedPageSchema,
    json: true,
    // A new page's file is named after its path: /kubernetes is pages/kubernetes.json.
    identifierField: "path",
    // A campaign may run in one market: its page need not exist in every language.
    optionalTranslations: true,
    summary: "{{fields.head.title}} ({{fields.path}})",
    // The page's own path after its language's folder: `/opentelemetry`, `de//opentelemetry`
    // (the servers merge the slashes), as the path is written without the language.
    previewPath: "/{{fields.path}}",
  };
}
