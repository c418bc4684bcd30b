import { useEffect, useRef, useState, type FormEvent } from "react";
import { PageHead } from "../../app/layout/page-head";
import { ButtonLink } from "../../components/ui/button-link";
import { Container } from "../../components/ui/container";
import { PageIntro } from "../../components/ui/page-intro";
import { integrationCategories } from "../../content/integration-ids";
import type { IntegrationsContent } from "../../content/integrations-schema";
import { useLocale } from "../../i18n/copy-context";
import { countText, fill } from "../../i18n/format";
import { pathOf } from "../../site-pages";
import { IntegrationCard } from "./integration-card";
import { filterOfForm, matchesFilter, noFilter } from "./integration-filter";

/**
 * The integrations catalog: every integration grouped by category, each card at its own
 * anchor. The category choice is radio buttons whose rules are CSS (integrations.css), so
 * it works from the first paint and without JavaScript; the text filter works once the
 * page is hydrated, and picks up whatever was chosen or typed before.
 */
export default function IntegrationsPage({ content }: { content: IntegrationsContent }) {
  const locale = useLocale();
  const { page, categories } = content;
  const formRef = useRef<HTMLFormElement>(null);
  const [filter, setFilter] = useState(noFilter);
  // Announced only once the reader has filtered: a count on load would be noise.
  const [filtered, setFiltered] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (form) setFilter(filterOfForm(form));
  }, []);

  function onChange(event: FormEvent<HTMLFormElement>) {
    setFilter(filterOfForm(event.currentTarget));
    setFiltered(true);
  }

  const groups = integrationCategories.map((category) => {
    const entries = content.integrations.filter((entry) => entry.category === category);
    const shown = entries.filter((entry) => matchesFilter(entry, filter, content));
    return { category, entries, shown: new Set(shown.map((entry) => entry.id)) };
  });
  const count = groups.reduce((sum, group) => sum + group.shown.size, 0);

  return (
    <Container className="integrations py-16 sm:py-20">
      <PageHead page="integrations" meta={content.meta} />
      <PageIntro eyebrow={page.eyebrow} title={page.title} intro={page.intro} />

      <form
        ref={formRef}
        role="search"
        aria-label={page.filters}
        onChange={onChange}
        onInput={onChange}
        onSubmit={(event) => event.preventDefault()}
        className="mt-10 space-y-5 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <fieldset>
          <legend className="text-sm font-semibold text-fg-soft">{page.category}</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {["all", ...integrationCategories].map((id) => (
              <label
                key={id}
                className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-medium text-fg-muted has-checked:border-accent has-checked:bg-accent/15 has-checked:text-heading has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
              >
                <input
                  type="radio"
                  name="category"
                  value={id}
                  defaultChecked={id === "all"}
                  className="sr-only"
                />
                {id === "all" ? page.all : categories[id as keyof typeof categories].name}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="integrations-text-filter block max-w-md">
          <span className="text-sm font-semibold text-fg-soft">{page.search}</span>
          <input
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            placeholder={page.placeholder}
            className="mt-2 h-11 w-full rounded-lg border border-field bg-page px-3 text-heading placeholder:text-fg-muted"
          />
        </label>
      </form>

      <p role="status" className="mt-6 min-h-6 text-sm text-fg-muted">
        {filtered && (count > 0 ? countText(page.shown, count, locale) : "")}
      </p>
      {filtered && count === 0 && (
        <p className="mt-2 text-lg text-heading">{fill(page.none, { query: filter.query })}</p>
      )}

      {groups.map(({ category, entries, shown }) => (
        <section
          key={category}
          data-category={category}
          aria-labelledby={`category-${category}`}
          hidden={shown.size === 0}
          className="mt-12"
        >
          <h2
            id={`category-${category}`}
            className="text-2xl font-bold tracking-tight text-heading"
          >
            {categories[category].name}
          </h2>
          <p className="mt-2 max-w-3xl text-fg-muted">{categories[category].lead}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {entries.map((entry) => (
              <li
                key={entry.id}
                id={entry.id}
                hidden={!shown.has(entry.id)}
                className="scroll-mt-24"
              >
                <IntegrationCard entry={entry} content={content} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section
        aria-labelledby="integrations-missing"
        className="mt-16 rounded-2xl border border-line bg-surface p-6 sm:p-8"
      >
        <h2 id="integrations-missing" className="text-2xl font-bold text-heading">
          {page.missingTitle}
        </h2>
        <p className="mt-3 max-w-2xl text-fg-muted">{page.missingText}</p>
        <ButtonLink to={pathOf(locale, "contact")} className="mt-6">
          {page.missingCta}
        </ButtonLink>
      </section>
    </Container>
  );
}
