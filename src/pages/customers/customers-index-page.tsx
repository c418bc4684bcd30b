import { useState, type FormEvent } from "react";
import { PageHead } from "../../app/layout/page-head";
import { Container } from "../../components/ui/container";
import { PageIntro } from "../../components/ui/page-intro";
import { SampleMark } from "../../components/ui/sample-mark";
import type { StoriesIndexContent, StoryCard } from "../../content/stories";
import { storyDeployments, storyIndustries } from "../../content/story-ids";
import { useLocale } from "../../i18n/copy-context";
import { countText, fill } from "../../i18n/format";
import type { Locale } from "../../i18n/locales";

interface Filter {
  industry: string;
  deployment: string;
}

const matches = (story: StoryCard, filter: Filter) =>
  (filter.industry === "all" || story.industry === filter.industry) &&
  (filter.deployment === "all" || story.deployment === filter.deployment);

const filterOf = (form: HTMLFormElement): Filter => {
  const data = new FormData(form);
  return {
    industry: String(data.get("industry") ?? "all"),
    deployment: String(data.get("deployment") ?? "all"),
  };
};

/**
 * The customer stories of one language, filtered by industry and deployment. The filters
 * are radio buttons whose rules are CSS (customers.css), as the integrations catalog's, so
 * they work from the first paint and without JavaScript; once hydrated, the page also
 * announces how many stories are shown and says so when none are.
 */
export default function CustomersIndexPage({ content }: { content: StoriesIndexContent }) {
  const locale = useLocale();
  const { copy, stories, sampleLabel } = content;
  const { page } = copy;
  const [filter, setFilter] = useState<Filter | null>(null);
  const shown = filter ? stories.filter((story) => matches(story, filter)) : stories;
  const alternates = (Object.entries(content.alternates) as [Locale, string][]).map(
    ([other, path]) => ({ locale: other, path }),
  );

  function onChange(event: FormEvent<HTMLFormElement>) {
    setFilter(filterOf(event.currentTarget));
  }

  const choices = (name: keyof Filter, ids: readonly string[], words: Record<string, string>) => (
    <fieldset>
      <legend className="text-sm font-semibold text-fg-soft">{page[name]}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {["all", ...ids].map((id) => (
          <label
            key={id}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-medium text-fg-muted has-checked:border-accent has-checked:bg-accent/15 has-checked:text-heading has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={id}
              defaultChecked={id === "all"}
              className="sr-only"
            />
            {id === "all" ? page.all : words[id]}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <Container className="customers-index py-16 sm:py-20">
      <PageHead
        page="customers-index"
        meta={content.meta}
        at={{ path: content.path, alternates }}
      />
      <PageIntro eyebrow={page.eyebrow} title={page.title} intro={page.intro} />

      <form
        role="search"
        data-search-skip=""
        aria-label={page.filters}
        onChange={onChange}
        onSubmit={(event) => event.preventDefault()}
        className="mt-10 flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6 lg:flex-row lg:gap-10"
      >
        {choices("industry", storyIndustries, copy.industries)}
        {choices("deployment", storyDeployments, copy.deployments)}
      </form>

      <p role="status" className="mt-6 min-h-6 text-sm text-fg-muted">
        {filter && (shown.length > 0 ? countText(page.shown, shown.length, locale) : page.none)}
      </p>

      <ul className="mt-4 grid gap-6 md:grid-cols-2">
        {stories.map((story) => (
          <li
            key={story.id}
            data-industry={story.industry}
            data-deployment={story.deployment}
            hidden={filter ? !matches(story, filter) : undefined}
          >
            <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6">
              <div className="flex items-start justify-between gap-4">
                <span
                  role="img"
                  aria-label={story.company}
                  className="block h-8 w-32 text-fg-muted [&>svg]:size-full"
                  // The build read this SVG from content/media/logos/, without scripts or handlers.
                  dangerouslySetInnerHTML={{ __html: story.svg }}
                />
                {story.sample && <SampleMark label={sampleLabel} />}
              </div>
              <h2 className="mt-5 text-xl font-semibold text-heading">{story.company}</h2>
              <p className="mt-1 text-sm text-fg-muted">
                {copy.industries[story.industry]} · {copy.deployments[story.deployment]} ·{" "}
                {story.region}
              </p>
              <p className="mt-4 flex-1 text-pretty text-fg-muted">{story.summary}</p>
              {/* A plain link: each story is a document of its own (see routes.tsx). */}
              <a
                href={story.path}
                className="mt-5 self-start font-medium text-link underline underline-offset-4 hover:text-heading"
              >
                {fill(page.read, { company: story.company })}
              </a>
            </article>
          </li>
        ))}
      </ul>
    </Container>
  );
}
