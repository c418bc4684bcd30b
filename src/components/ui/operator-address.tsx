/** A company's name and postal address, a line each, as a letter would carry them. */
/** `lang`: the name's language, where it is not the page's (a German authority's name). */
export function OperatorAddress({
  name,
  lang,
  lines,
}: {
  name: string;
  lang?: string;
  lines: readonly string[];
}) {
  return (
    <address className="not-italic">
      <strong lang={lang}>{name}</strong>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
