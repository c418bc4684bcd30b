import { ArrowLeft } from "../../components/icons/lucide";
import { Container } from "../../components/ui/container";
import { Icon } from "../../components/ui/icon";
import { SampleMark } from "../../components/ui/sample-mark";
import { changelogPaths, type ReleasePageContent } from "../../content/changelog";
import { useLocale } from "../../i18n/copy-context";
import { ChangelogHead } from "./changelog-head";
import { ReleaseMeta } from "./release-meta";

/**
 * One release: its kind, date and version, its title and summary, and its note. Where this
 * language has no note of it yet, the English one is shown, in English for screen readers,
 * under a line that says so; that page is kept out of search engines (its English page is
 * the one to find).
 */
export default function ReleasePage({ content }: { content: ReleasePageContent }) {
  const locale = useLocale();
  const { copy, release, sampleLabel } = content;
  const other = release.lang === locale ? undefined : release.lang;
  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <ChangelogHead
        page="release"
        copy={copy}
        path={content.path}
        languages={content.alternates}
        meta={content.meta}
        image={{ path: changelogPaths.socialImage(locale, release.version), alt: release.title }}
        noindex={other !== undefined}
      />
      <a
        href={changelogPaths.index(locale)}
        className="inline-flex min-h-6 items-center gap-2 text-sm font-medium text-fg-muted hover:text-heading"
      >
        <Icon node={ArrowLeft} className="size-4 rtl-flip" />
        {copy.release.back}
      </a>
      <article className="mt-8">
        <header>
          <div className="flex flex-wrap items-center gap-3">
            <ReleaseMeta release={release} copy={copy} />
            {release.sample && <SampleMark label={sampleLabel} />}
          </div>
          {other && (
            <p className="mt-6 rounded-xl border border-line bg-raised p-4 text-sm text-fg-soft">
              {copy.release.fallback}
            </p>
          )}
          <h1
            lang={other}
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-heading sm:text-5xl"
          >
            {release.title}
          </h1>
          <p lang={other} className="mt-5 text-lg text-pretty text-fg-muted">
            {release.summary}
          </p>
        </header>
        <div
          lang={other}
          className="prose mt-10"
          // Rendered at build time from the release's Markdown, without raw HTML.
          dangerouslySetInnerHTML={{ __html: release.html }}
        />
      </article>
    </Container>
  );
}
