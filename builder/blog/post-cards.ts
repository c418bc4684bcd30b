// A link-preview card per post, with its title in its language, drawn like the site's own
// (social-image/). A card takes about 0.3 s to draw, so each is kept in a cache under the
// hash of what it shows and of the code that draws it: a build with 200 posts draws only
// the new or changed ones.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import pMap from "p-map";
import { blogPaths } from "../../src/content/blog.ts";
import { seoFiles } from "../../src/features/seo/seo-config.ts";
import { locales } from "../../src/i18n/locales.ts";
import { renderSocialCard } from "../social-image/render-social-card.ts";
import type { SocialCardContent } from "../social-image/social-card.ts";
import type { RenderedPost } from "./blog-content.ts";

export const postCardCache = "node_modules/.cache/post-cards";
const drawingCode = "builder/social-image";

/** The card code's own hash: a change to how cards are drawn draws them all again. */
async function codeHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const name of (await readdir(drawingCode)).sort()) {
    if (name.endsWith(".ts") && !name.endsWith(".test.ts")) {
      hash.update(name).update(await readFile(join(drawingCode, name)));
    }
  }
  return hash.digest("hex");
}

export async function writePostCards(options: {
  clientDir: string;
  posts: readonly RenderedPost[];
  card: Pick<SocialCardContent, "name" | "host" | "logoSvg">;
}): Promise<{ written: number; drawn: number }> {
  const { clientDir, posts } = options;
  const code = await codeHash();
  const { width, height } = seoFiles.socialImage;
  await mkdir(postCardCache, { recursive: true });
  let drawn = 0;
  // On every core: a card's quantising and PNG encoding run off the main thread (sharp).
  await pMap(
    posts,
    async (post) => {
      const { locale, slug } = post.source;
      const card: SocialCardContent = {
        ...options.card,
        lang: locale,
        dir: locales[locale].dir,
        eyebrow: post.summary.tags[0]?.label,
        title: post.summary.title,
        subtitle: `${post.author} · ${post.summary.dateText}`,
        width,
        height,
      };
      const key = createHash("sha256").update(code).update(JSON.stringify(card)).digest("hex");
      const cached = join(postCardCache, `${key.slice(0, 24)}.png`);
      if (!(await stat(cached).catch(() => null))) {
        const png = await renderSocialCard(card).catch((error: unknown) => {
          throw new Error(
            `${post.source.file}: ${error instanceof Error ? error.message : String(error)}`,
            { cause: error },
          );
        });
        await writeFile(cached, png);
        drawn += 1;
      }
      const target = join(clientDir, blogPaths.socialImage(locale, slug));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(cached, target);
    },
    { concurrency: availableParallelism() },
  );
  return { written: posts.length, drawn };
}
