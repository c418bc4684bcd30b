// The customer stories in the editor: one JSON file per story and language
// (content/<locale>/customers/<id>.json), with the fields of the build's own schema. A save
// is checked as the build checks stories (builder/content/stories.ts): a story without the
// customer's permission, or a logo that is not there, is refused with the field named.
import { storiesFolderName } from "../builder/content/stories.ts";
import { storySchema } from "../src/content/stories-schema.ts";
import type { FolderCollection } from "./cms-config.ts";

export function storyCollection(): FolderCollection {
  return {
    name: "customers",
    label: "Customer stories",
    folder: storiesFolderName,
    schema: storySchema,
    json: true,
    // A new story's file, and so its address, is named after its company: /customers/acme.
    identifierField: "company",
    // A story may be written in fewer languages than the site: its page exists in those only.
    optionalTranslations: true,
    summary: "{{fields.company}}: {{fields.meta.title}}",
    previewPath: "/customers/{{slug}}",
  };
}
