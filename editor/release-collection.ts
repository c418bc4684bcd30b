// The changelog's release notes in the editor: one Markdown file per release and language
// (content/<locale>/changelog/<version>.md), its front matter edited as the fields of the
// build's own schema. A save is checked as the build checks them (builder/content/
// changelog.ts): a bad date, or a version that is not the file's name, is refused.
import { z } from "zod";
import { changelogFolderName } from "../builder/content/changelog.ts";
import { releaseFrontMatterSchema } from "../src/content/changelog-schema.ts";
import type { FolderCollection } from "./cms-config.ts";

export function releaseCollection(): FolderCollection {
  return {
    name: "changelog",
    label: "Changelog",
    folder: changelogFolderName,
    schema: releaseFrontMatterSchema.extend({
      body: z.string().min(1, "Write the release note.").meta({ title: "Text", markdown: true }),
    }),
    // A new note's file, and so its address, is named after its version: /changelog/4.13.
    identifierField: "version",
    // A language without its own note shows the English one and says so.
    optionalTranslations: true,
    summary: "{{fields.version}}: {{fields.title}}",
    previewPath: "/changelog/{{slug}}",
  };
}
