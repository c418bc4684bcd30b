import type { PolicySection } from "./policy-sections";

/** One generated section of the privacy policy: what happens, its facts, and the fields sent. */
export function PolicySectionView({ section }: { section: PolicySection }) {
  const headingId = section.id;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId}>{section.title}</h3>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3">
          {paragraph}
        </p>
      ))}
      {section.facts.length > 0 && (
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border border-line bg-surface/50 p-4 text-base sm:grid-cols-[minmax(8rem,14rem)_1fr] sm:p-5">
          {section.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold text-heading">{fact.label}</dt>
              <dd className="mb-2 break-words sm:mb-0">
                {fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {section.fieldLists.map((list) => (
        <div key={list.caption} className="mt-4">
          <p className="font-semibold text-heading">{list.caption}</p>
          <ul className="mt-2 space-y-3 text-base">
            {list.rows.map((row) => (
              <li key={`${row.name}${row.fields.join()}`}>
                {row.name && <code>{row.name}</code>}
                {row.description && <span className="block">{row.description}</span>}
                {row.fields.length > 0 && (
                  <span className="block text-sm text-fg-muted">
                    {row.fields.map((field, index) => (
                      <span key={field}>
                        {index > 0 && ", "}
                        <code className="break-all">{field}</code>
                      </span>
                    ))}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
