import type { ReactNode } from "react";
import { Link } from "wouter";
import { PageHead } from "../../app/layout/page-head";
import { ButtonLink } from "../../components/ui/button-link";
import { Container } from "../../components/ui/container";
import { PageIntro } from "../../components/ui/page-intro";
import { SampleMark } from "../../components/ui/sample-mark";
import { operator } from "../../config/operator";
import type { TrustContent, TrustEvidence } from "../../content/trust-schema";
import { seoFiles } from "../../features/seo/seo-config";
import { useLocale } from "../../i18n/copy-context";
import { fill } from "../../i18n/format";
import { pathOf } from "../../site-pages";
import { siteProcessings } from "../privacy/site-processings";
import { siteProcessorRows } from "./site-processors";
import { contactRequestPath, evidenceDateText, securityContactOf } from "./trust-links";

const sectionIds = [
  "residency",
  "site-processors",
  "product-processors",
  "certifications",
  "security",
  "requests",
] as const;

function Section(props: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`trust-${props.id}`} className="mt-16 scroll-mt-24">
      <h2 id={`trust-${props.id}`} className="text-2xl font-bold tracking-tight text-heading">
        {props.title}
      </h2>
      <p className="mt-3 max-w-3xl text-pretty text-fg-muted">{props.lead}</p>
      {props.children}
    </section>
  );
}

function Sample({ evidence, label }: { evidence: TrustEvidence; label: string }) {
  return evidence.status === "sample" ? <SampleMark label={label} className="ms-2" /> : null;
}

const cell = "border-b border-line px-3 py-3 align-top";
const headCell = `${cell} text-start text-sm font-semibold text-fg-soft`;

/**
 * The trust center: where the data lives, the website's sub-processors (from the privacy
 * policy's own processings, never a second list), the platform's, the certifications with
 * their evidence dates, the site's own measures, the security contact of security.txt, and
 * the requests that open the contact form with their subject set.
 */
export default function TrustPage({ content }: { content: TrustContent }) {
  const locale = useLocale();
  const { page, residency, siteProcessors, productProcessors, certifications, security } = content;
  const { requests } = content;
  const sample = page.sample;
  const titles = [
    residency.title,
    siteProcessors.title,
    productProcessors.title,
    certifications.title,
    security.title,
    requests.title,
  ];
  const rows = siteProcessorRows(siteProcessings, siteProcessors, locale);
  const storageKey = siteProcessings.find((each) => each.storageKey)?.storageKey ?? "";
  const contact = securityContactOf(operator.securityContact);
  return (
    <Container className="py-16 [overflow-wrap:anywhere] sm:py-20">
      <PageHead page="trust" meta={content.meta} />
      <PageIntro eyebrow={page.eyebrow} title={page.title} intro={page.intro} />

      <nav aria-labelledby="trust-contents" className="mt-10">
        {/* The nav's name, not a heading: the sections' own headings follow. */}
        <p id="trust-contents" className="text-sm font-semibold text-fg-soft">
          {page.contents}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {sectionIds.map((id, index) => (
            <li key={id}>
              <a
                href={`#trust-${id}`}
                className="inline-flex min-h-6 items-center text-sm font-medium text-fg-soft underline underline-offset-4 hover:text-heading"
              >
                {titles[index]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="residency" title={residency.title} lead={residency.lead}>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {residency.regions.map((region) => (
            <li key={region.name} className="rounded-2xl border border-line bg-surface p-5">
              <h3 className="text-lg font-semibold text-heading">{region.name}</h3>
              <p className="text-sm font-medium text-accent-fg">{region.location}</p>
              <p className="mt-3 text-sm text-fg-muted">{region.detail}</p>
            </li>
          ))}
        </ul>
        <div className="mt-4 rounded-2xl border border-line bg-surface p-5">
          <h3 className="text-lg font-semibold text-heading">{residency.onPremTitle}</h3>
          <p className="mt-2 text-sm text-fg-muted">{residency.onPremText}</p>
        </div>
      </Section>

      <Section id="site-processors" title={siteProcessors.title} lead={siteProcessors.lead}>
        <ProcessorTable
          columns={siteProcessors}
          rows={rows.map((row) => ({ ...row, key: `${row.id} ${row.name}`, processing: row.id }))}
          data-site-processors=""
        />
        <p className="mt-4">
          <Link
            to={pathOf(locale, "privacy")}
            className="text-sm font-medium text-fg-soft underline underline-offset-4 hover:text-heading"
          >
            {siteProcessors.policyLink}
          </Link>
        </p>
      </Section>

      <Section
        id="product-processors"
        title={productProcessors.title}
        lead={productProcessors.lead}
      >
        <ProcessorTable
          columns={siteProcessors}
          rows={productProcessors.entries.map((entry) => ({ ...entry, key: entry.name }))}
          caption={<Sample evidence={productProcessors.evidence} label={sample} />}
        />
      </Section>

      <Section id="certifications" title={certifications.title} lead={certifications.lead}>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {certifications.entries.map((entry) => (
            <li
              key={entry.name}
              data-status={entry.status}
              className="flex flex-col rounded-2xl border border-line bg-surface p-5"
            >
              <h3 className="text-lg font-semibold text-heading">{entry.name}</h3>
              <p className="mt-1 text-sm font-semibold text-accent-fg">
                {certifications.statuses[entry.status]}
                <Sample evidence={entry.evidence} label={sample} />
              </p>
              <p className="mt-3 flex-1 text-sm text-fg-muted">{entry.scope}</p>
              <p className="mt-3 text-sm text-fg-soft">
                {certifications.evidenceDate}:{" "}
                <time dateTime={entry.evidenceDate}>
                  {evidenceDateText(entry.evidenceDate, locale)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="security" title={security.title} lead={security.lead}>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {security.measures.map((measure) => (
            <li key={measure.title} className="rounded-2xl border border-line bg-surface p-5">
              <h3 className="text-lg font-semibold text-heading">{measure.title}</h3>
              <p className="mt-2 text-sm text-fg-muted">{measure.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-fg-muted">
          {fill(security.storage, { key: storageKey })}
        </p>
        <div className="mt-6 rounded-2xl border border-line bg-surface p-5">
          <h3 className="text-lg font-semibold text-heading">{security.contactTitle}</h3>
          <p className="mt-2 max-w-3xl text-sm text-fg-muted">{security.contactText}</p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
            <a
              data-security-contact=""
              href={contact.href}
              className="text-fg-soft underline underline-offset-4 hover:text-heading"
            >
              {contact.text}
            </a>
            <a
              href={seoFiles.securityTxt}
              className="text-fg-soft underline underline-offset-4 hover:text-heading"
            >
              {security.securityTxt}
            </a>
          </p>
        </div>
      </Section>

      <Section id="requests" title={requests.title} lead={requests.lead}>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={contactRequestPath(pathOf(locale, "contact"), requests.dpa.subject)}>
            {requests.dpa.label}
          </ButtonLink>
          <ButtonLink
            variant="secondary"
            to={contactRequestPath(pathOf(locale, "contact"), requests.questionnaire.subject)}
          >
            {requests.questionnaire.label}
          </ButtonLink>
        </div>
      </Section>
    </Container>
  );
}

interface ProcessorRow {
  key: string;
  name: string;
  purpose: string;
  location: string;
  /** The privacy policy's processing the row comes from (the website's own processors). */
  processing?: string;
}

/** A list of sub-processors: who, what for, where; the website's and the platform's alike. */
function ProcessorTable({
  columns,
  rows,
  caption,
  ...data
}: {
  columns: { name: string; purpose: string; location: string };
  rows: ProcessorRow[];
  caption?: ReactNode;
  "data-site-processors"?: string;
}) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table {...data} className="w-full min-w-[36rem] border-collapse">
        {caption && <caption className="text-start">{caption}</caption>}
        <thead>
          <tr>
            {[columns.name, columns.purpose, columns.location].map((title) => (
              <th key={title} scope="col" className={headCell}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-processing={row.processing}>
              <th scope="row" className={`${cell} text-start font-medium text-heading`}>
                {row.name}
              </th>
              <td className={`${cell} text-fg-muted`}>{row.purpose}</td>
              <td className={`${cell} text-fg-muted`}>{row.location}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
