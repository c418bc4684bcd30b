import type { ReactNode } from "react";
import { Container } from "./container";
import { Paragraphs } from "./paragraphs";

/** A page of running legal text (imprint, privacy policy): a title, an intro, then sections. */
export function LegalArticle({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container className="py-12 sm:py-16">
      <article className="prose">
        <h1 className="text-4xl font-bold tracking-tight text-heading sm:text-5xl">{title}</h1>
        <Paragraphs text={intro} className="text-lg text-fg-muted" />
        {children}
      </article>
    </Container>
  );
}

/** A section of a legal page, labelled by its heading. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="!mt-12">
      <h2 id={id}>{title}</h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** Labelled facts (a phone number, a register entry): a term and its value per row. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[minmax(8rem,14rem)_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold text-heading">{fact.label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
