import { ArrowLeft } from "../../components/icons/lucide";
import { Container } from "../../components/ui/container";
import { Icon } from "../../components/ui/icon";
import type { BlogPostContent } from "../../content/blog";
import { blogPaths } from "../../content/blog";
import { useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { CtaBand } from "../home/cta-band";
import { BlogHead } from "./blog-head";
import { postBodyId } from "./post-body-source";
import { PostImage } from "./post-image";
import { PostMeta } from "./post-meta";
import { PostNav } from "./post-nav";
import { TocDisclosure, TocSidebar } from "./table-of-contents";

/** The cover's slot: the article's width, or the phone's. */
const coverSizes = "(min-width: 64rem) 60rem, calc(100vw - 2rem)";

/** One post: its header and cover, its text with a table of contents when long, and what next. */
export default function BlogPostPage({ content }: { content: BlogPostContent }) {
  const locale = useLocale();
  const { copy, post } = content;
  const tagLinks = post.tags.map((tag) => (
    <li key={tag.id}>
      <a href={blogPaths.tag(locale, tag.id)} className="tag-link">
        {tag.label}
      </a>
    </li>
  ));
  return (
    <>
      <BlogHead
        page="blog-post"
        copy={copy}
        path={blogPaths.post(locale, post.slug)}
        languages={post.alternates}
        meta={{ title: post.title, description: post.description }}
        image={{ path: blogPaths.socialImage(locale, post.slug), alt: post.title }}
        article={{
          published: post.date,
          modified: post.updated,
          tags: post.tags.map((tag) => tag.label),
        }}
      />
      <article className="pt-10 sm:pt-14">
        <Container className="max-w-5xl">
          <header className="max-w-3xl">
            <a
              href={blogPaths.index(locale)}
              className="inline-flex min-h-6 items-center gap-2 text-sm font-medium text-fg-muted hover:text-heading"
            >
              <Icon node={ArrowLeft} className="size-4 rtl-flip" />
              {copy.post.allPosts}
            </a>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-heading sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-4 text-xl text-pretty text-fg-muted">{post.description}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-subtle">
              <p className="font-medium text-fg-soft">
                {fill(copy.post.byline, { author: post.author })}
              </p>
              <PostMeta post={post} copy={copy} />
              {post.updated && post.updatedText && (
                <p>
                  <time dateTime={post.updated}>
                    {fill(copy.post.updated, { date: post.updatedText })}
                  </time>
                </p>
              )}
            </div>
          </header>
          <div className="mt-10 aspect-video overflow-hidden rounded-2xl border border-line bg-raised">
            <PostImage
              image={post.cover}
              sizes={coverSizes}
              priority
              className="size-full object-cover"
            />
          </div>
          <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_14rem]">
            <div className="min-w-0">
              <TocDisclosure toc={post.toc} title={copy.post.toc} />
              <div
                id={postBodyId}
                className="prose"
                dangerouslySetInnerHTML={{ __html: post.body ?? "" }}
              />
              <footer className="prose-width mt-12 border-t border-line pt-6">
                <h2 className="text-sm font-semibold text-heading">{copy.post.tags}</h2>
                <ul className="mt-3 flex flex-wrap gap-2">{tagLinks}</ul>
              </footer>
            </div>
            {/* Not an <aside>: a complementary landmark inside <main> is one too many; the
                contents are a labelled navigation of their own. */}
            <div className="hidden lg:block">
              <TocSidebar toc={post.toc} title={copy.post.toc} />
            </div>
          </div>
          <PostNav previous={post.previous} next={post.next} copy={copy} />
        </Container>
      </article>
      {/* The same invitation closes every post: the search finds it on the landing page. */}
      <div data-search-skip="">
        <CtaBand content={copy.cta} />
      </div>
    </>
  );
}
