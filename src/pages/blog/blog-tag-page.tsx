import { ArrowLeft } from "../../components/icons/lucide";
import { Container } from "../../components/ui/container";
import { Icon } from "../../components/ui/icon";
import type { BlogTagContent } from "../../content/blog";
import { blogPaths } from "../../content/blog";
import { useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { BlogHead } from "./blog-head";
import { BlogHeader } from "./blog-header";
import { Pagination } from "./pagination";
import { PostList } from "./post-card";

/** The posts of one tag, newest first, ten to a page. */
export default function BlogTagPage({ content }: { content: BlogTagContent }) {
  const locale = useLocale();
  const { copy, tag, posts, page, pages, alternates } = content;
  const title = fill(copy.tagPage.title, { tag: tag.label });
  // Every language with the tag has its first page; a later page is only its own language's.
  const languages = page === 1 ? alternates : { [locale]: blogPaths.tag(locale, tag.id, page) };
  return (
    <Container className="py-12 sm:py-16">
      <BlogHead
        page="blog-tag"
        copy={copy}
        path={blogPaths.tag(locale, tag.id, page)}
        languages={languages}
        meta={{
          title: page === 1 ? title : fill(copy.tagPage.pageTitle, { tag: tag.label, page }),
          description: fill(copy.tagPage.description, { tag: tag.label }),
        }}
      />
      <BlogHeader eyebrow={copy.tagPage.eyebrow} title={title} copy={copy}>
        <a
          href={blogPaths.index(locale)}
          className="inline-flex min-h-6 items-center gap-2 text-fg-muted hover:text-heading"
        >
          <Icon node={ArrowLeft} className="size-4 rtl-flip" />
          {copy.tagPage.all}
        </a>
      </BlogHeader>
      <PostList posts={posts} copy={copy} />
      <Pagination
        page={page}
        pages={pages}
        copy={copy}
        pathOf={(number) => blogPaths.tag(locale, tag.id, number)}
      />
    </Container>
  );
}
