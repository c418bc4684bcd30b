import { useEffect, useState } from "react";
import type { ContactContent } from "../../../content/schema";
import { useLocale } from "../../../i18n/copy-context";
import { countText, fill, formatNumber } from "../../../i18n/format";
import { cn } from "../../../lib/cn";

/** Screen readers hear the count once typing pauses this long, not on every keystroke. */
const announceAfterMs = 1000;

interface CharacterCountProps {
  /** Referenced by the textarea's aria-describedby, so focusing it reads the count. */
  id: string;
  length: number;
  max: number;
  visible: boolean;
  copy: ContactContent["limits"];
}

/**
 * How many characters are left, once the visitor nears the limit. The visible count updates
 * on every keystroke but is hidden from assistive technology; a separate polite live region
 * repeats it only after a pause, so a screen reader is not interrupted mid-sentence.
 */
export function CharacterCount({ id, length, max, visible, copy }: CharacterCountProps) {
  const locale = useLocale();
  const remaining = max - length;
  // Formatted only once shown: the first number the browser formats loads the locale's
  // number data (13-30 ms), which would otherwise be spent in hydration on every visit.
  let text = "";
  if (visible) {
    text =
      remaining > 0
        ? countText(copy.charactersLeft, remaining, locale)
        : fill(copy.limitReached, { max: formatNumber(max, locale) });
  }
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(visible ? text : ""), announceAfterMs);
    return () => clearTimeout(timer);
  }, [visible, text]);

  return (
    <>
      {visible ? (
        <p
          id={id}
          aria-hidden="true"
          className={cn("mt-2 text-sm", remaining > 0 ? "text-fg-muted" : "text-danger")}
        >
          {text}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {visible ? announcement : ""}
      </p>
    </>
  );
}
