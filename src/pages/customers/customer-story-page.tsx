import { PageHead } from "../../app/layout/page-head";
import { Container } from "../../components/ui/container";
import { SampleMark } from "../../components/ui/sample-mark";
import type { StoryPageContent } from "../../content/stories";
import { storyPaths } from "../../content/stories";
import { useLocale } from "../../i18n/copy-context";
import type { Locale } from "../../i18n/locales";
import { CtaBand } from "../home/cta-band";

/**
 * One customer's story: who they are, the challenge, what they did, the results as figures
 * with their sources, their quote and a call to action. A sample story says so at its top
 * and on its quote, in the page's language.
 */
export default function CustomerStoryPage({ content }: { content: StoryPageContent }) {
  const locale = useLocale();
  const { copy, story, sampleLabel } = content;
  const words = copy.story;
  const sample = story.permission.status === "sample";
  const alternates = (Object.entries(content.alternates) as [Locale, string][]).map(
    ([other, path]) => ({ locale: other, path }),
  );
  const facts: [string, string][] = [
    [words.industry, copy.industries[story.industry]],
    [words.size, story.size],
    [words.region, story.region],
    [words.deployment, copy.deployments[story.deployment]],
  ];
  return (
    <>
      <PageHead
        page="customer-story"
        meta={story.meta}
        at={{ path: content.path, alternates }}
        image={{ path: storyPaths.socialImage(locale, story.id), alt: story.meta.title }}
      />
      <Container className="py-16 sm:py-20">
        <a
          href={storyPaths.index(locale)}
          className="text-sm font-medium text-fg-soft underline underline-offset-4 hover:text-heading"
        >
          {words.back}
        </a>
        <header className="mt-8 max-w-3xl">
          <div className="flex flex-wrap items-center gap-4">
            <span
              role="img"
              aria-label={story.company}
              className="block h-10 w-40 text-fg-muted [&>svg]:size-full"
              // The build read this SVG from content/media/logos/, without scripts or handlers.
              dangerouslySetInnerHTML={{ __html: story.svg }}
            />
            {sample && <SampleMark label={sampleLabel} />}
          </div>
          <p className="mt-6 text-sm font-semibold tracking-wider text-accent-fg uppercase">
            {words.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-heading sm:text-5xl">
            {story.meta.title}
          </h1>
          <p className="mt-5 text-lg text-pretty text-fg-muted">{story.summary}</p>
        </header>

        <dl
          aria-label={words.facts}
          className="mt-10 grid grid-cols-2 gap-4 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-4"
        >
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
                {label}
              </dt>
              <dd className="mt-1 font-medium break-words hyphens-auto text-heading">{value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-14 grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="story-challenge">
            <h2 id="story-challenge" className="text-2xl font-bold text-heading">
              {words.challenge}
            </h2>
            <p className="mt-4 text-pretty text-fg-muted">{story.challenge}</p>
          </section>
          <section aria-labelledby="story-solution">
            <h2 id="story-solution" className="text-2xl font-bold text-heading">
              {words.solution}
            </h2>
            <p className="mt-4 text-pretty text-fg-muted">{story.solution}</p>
          </section>
        </div>

        <section aria-labelledby="story-results" className="mt-14">
          <h2 id="story-results" className="text-2xl font-bold text-heading">
            {words.results}
          </h2>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {story.results.map((result) => (
              <div
                key={result.label}
                className="flex flex-col-reverse rounded-2xl border border-line bg-surface p-5"
              >
                <dt className="mt-2 text-sm text-pretty text-fg-muted">
                  {result.label}
                  <span className="mt-2 block text-xs text-fg-subtle">
                    {words.source}: {result.source}
                  </span>
                </dt>
                <dd className="text-4xl font-bold tracking-tight text-heading">
                  {result.value}
                  <span className="ml-1 text-2xl">{result.unit}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <figure className="mx-auto mt-16 max-w-3xl rounded-2xl border border-line bg-surface/50 p-6 sm:p-8">
          {sample && <SampleMark label={sampleLabel} className="mb-4" />}
          <blockquote className="text-lg text-pretty text-heading sm:text-xl">
            <p>{story.quote.quote}</p>
          </blockquote>
          <figcaption className="mt-6 text-sm">
            <span className="block font-semibold text-heading">{story.quote.person}</span>
            <span className="block text-fg-muted">
              {story.quote.role}, {story.company}
            </span>
          </figcaption>
        </figure>
      </Container>
      <CtaBand content={{ title: words.ctaTitle, text: words.ctaText, button: words.ctaButton }} />
    </>
  );
}
