import { Container } from "../../components/ui/container";
import { FeedLink } from "../../components/ui/feed-link";
import { PageIntro } from "../../components/ui/page-intro";
import { SampleMark } from "../../components/ui/sample-mark";
import { changelogPaths, type ChangelogIndexContent } from "../../content/changelog";
import { useLocale } from "../../i18n/copy-context";
import { ChangelogHead } from "./changelog-head";
import { ReleaseMeta } from "./release-meta";

/**
 * The changelog: every release newest first, each with its kind, date, version and summary,
 * linked to its page. A release this language has no note of is listed in English, marked
 * as such and in its language for screen readers.
 */
export default function ChangelogIndexPage({ content }: { content: ChangelogIndexContent }) {
  const locale = useLocale();
  const { copy, releases, sampleLabel } = content;
  return (
    <Container className="py-16 sm:py-20">
      <ChangelogHead
        page="changelog-index"
        copy={copy}
        path={content.path}
        languages={content.alternates}
        meta={content.meta}
      />
      <PageIntro eyebrow={copy.index.eyebrow} title={copy.index.title} intro={copy.index.lead} />
      <p className="mt-6 text-sm font-medium">
        <FeedLink href={changelogPaths.feed(locale)} label={copy.feed.link} />
      </p>
      {releases.length === 0 ? (
        <p className="mt-12 text-lg text-fg-muted">{copy.index.empty}</p>
      ) : (
        <ol aria-label={copy.index.releases} className="mt-12 max-w-3xl space-y-6">
          {releases.map((release) => {
            const other = release.lang === locale ? undefined : release.lang;
            return (
              <li key={release.version}>
                <article className="rounded-2xl border border-line bg-surface p-6">
                  <div className="flex flex-wrap items-center gap-3">
                    <ReleaseMeta release={release} copy={copy} />
                    {release.sample && <SampleMark label={sampleLabel} />}
                    {other && (
                      <span className="text-xs font-medium text-fg-subtle">
                        {copy.release.inEnglish}
                      </span>
                    )}
                  </div>
                  <h2 lang={other} className="mt-3 text-xl font-semibold text-heading">
                    <a
                      href={release.path}
                      className="underline-offset-4 hover:text-link-hover hover:underline"
                    >
                      {release.title}
                    </a>
                  </h2>
                  <p lang={other} className="mt-2 text-pretty text-fg-muted">
                    {release.summary}
                  </p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </Container>
  );
}
