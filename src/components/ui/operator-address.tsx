/** A company's name and postal address, a line each, as a letter would carry them. */
export function OperatorAddress({ name, lines }: { name: string; lines: readonly string[] }) {
  return (
    <address className="not-italic">
      <strong>{name}</strong>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
