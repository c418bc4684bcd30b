import { paragraphsOf } from "../../lib/paragraphs";

/** A content text as paragraphs: editors separate them with a blank line. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return paragraphsOf(text).map((paragraph) => (
    <p key={paragraph} className={className}>
      {paragraph}
    </p>
  ));
}
