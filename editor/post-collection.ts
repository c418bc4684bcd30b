// The blog's posts in the editor: one Markdown file per post and language
// (content/<locale>/blog/<slug>.md), its front matter edited as the fields of the build's
// own schema, its text in the rich-text editor, its images uploaded where the build looks.
import { join } from "node:path";
import { z } from "zod";
import { tagIdsOf } from "../builder/blog/post-inventory.ts";
import { mediaPrefix, postFrontMatterSchema } from "../src/content/blog-schema.ts";
import { defaultLocale } from "../src/i18n/locales.ts";
import type { FolderCollection } from "./cms-config.ts";
import { mediaFolder } from "./working-copy.ts";

/**
 * The posts collection, with the tags the default language's blog.json defines (every
 * language has the same ids, which the build checks): a tag added there shows up in the
 * editor when it is started again.
 * @param root the working copy
 */
export function postCollection(root: string): FolderCollection {
  const tags = tagIdsOf(join(root, "content"), defaultLocale);
  return {
    name: "posts",
    label: "Blog posts",
    folder: "blog",
    schema: postFrontMatterSchema(tags).extend({
      body: z.string().min(1, "Write the post's text.").meta({ title: "Text", markdown: true }),
    }),
    previewPath: "/blog/{{slug}}",
    media: { folder: mediaFolder, public: mediaPrefix.slice(0, -1) },
  };
}
