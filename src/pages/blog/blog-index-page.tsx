import { Container } from "../../components/ui/container";
import type { BlogIndexContent } from "../../content/blog";
import { blogPaths } from "../../content/blog";
import { builtLocales } from "../../i18n/built-locales";
import { useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { BlogHead } from "./blog-head";
import { BlogHeader } from "./blog-header";
import { Pagination } from "./pagination";
import { PostList } from "./post-card";

/** The blog: its posts newest first, ten to a page. */
export default function BlogIndexPage({ content }: { content: BlogIndexContent }) {
  const locale = useLocale();
  const { copy, posts, page, pages } = content;
  const path = blogPaths.index(locale, page);
  // Every language has the blog's first page; a later page is only its own language's.
  const languages =
    page === 1
      ? Object.fromEntries(builtLocales.map((target) => [target, blogPaths.index(target)]))
      : { [locale]: path };
  const title = page === 1 ? copy.meta.title : fill(copy.index.pageTitle, { page });
  return (
    <Container className="py-12 sm:py-16">
      <BlogHead
        page="blog-index"
        copy={copy}
        path={path}
        languages={languages}
        meta={{ title, description: copy.meta.description }}
      />
      <BlogHeader
        eyebrow={copy.index.eyebrow}
        title={copy.index.title}
        lead={copy.index.lead}
        copy={copy}
      />
      {posts.length === 0 ? (
        <p className="text-lg text-fg-muted">{copy.index.empty}</p>
      ) : (
        <PostList posts={posts} copy={copy} firstPage={page === 1} />
      )}
      <Pagination
        page={page}
        pages={pages}
        copy={copy}
        pathOf={(number) => blogPaths.index(locale, number)}
      />
    </Container>
  );
}
