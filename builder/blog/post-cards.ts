// A link-preview card per post, with its title in its language, drawn like the site's own
// (social-image/), each kept in the cards' cache: a build with 200 posts draws only the new
// or changed ones.
import { availableParallelism } from "node:os";
import pMap from "p-map";
import { blogPaths } from "../../src/content/blog.ts";
import { seoFiles } from "../../src/features/seo/seo-config.ts";
import { locales } from "../../src/i18n/locales.ts";
import { writeSocialImage } from "../social-image/render-social-card.ts";
import type { SocialCardContent } from "../social-image/social-card.ts";
import type { RenderedPost } from "./blog-content.ts";

export async function writePostCards(options: {
  clientDir: string;
  posts: readonly RenderedPost[];
  card: Pick<SocialCardContent, "name" | "host" | "logoSvg">;
}): Promise<{ written: number; drawn: number }> {
  const { clientDir, posts } = options;
  const { width, height } = seoFiles.socialImage;
  // On every core: a card's quantising and PNG encoding run off the main thread (sharp).
  const drawn = await pMap(
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
      const path = blogPaths.socialImage(locale, slug);
      const written = await writeSocialImage({ clientDir, path, card }).catch((error: unknown) => {
        throw new Error(
          `${post.source.file}: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      });
      return written.drawn;
    },
    { concurrency: availableParallelism() },
  );
  return { written: posts.length, drawn: drawn.filter(Boolean).length };
}
