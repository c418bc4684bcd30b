import { useEffect, useRef, useState, type ComponentProps } from "react";
import type { ContactContent } from "../../../content/schema";
import { countdownFromRatio } from "../fields";
import { CharacterCount } from "./character-count";

type TextareaWithCountProps = ComponentProps<"textarea"> & {
  id: string;
  maxLength: number;
  limits: ContactContent["limits"];
};

/** A textarea that shows how much room is left once the text nears its maxLength. */
export function TextareaWithCount({ id, maxLength, limits, ...props }: TextareaWithCountProps) {
  const [length, setLength] = useState(0);
  const ref = useRef<HTMLTextAreaElement>(null);
  const countId = `${id}-count`;
  const showCount = length >= Math.ceil(maxLength * countdownFromRatio);

  // The form is uncontrolled: a reset empties the textarea without an input event, and
  // what was typed before hydration is there without one either (React keeps it).
  useEffect(() => {
    setLength(ref.current?.value.length ?? 0);
    const form = ref.current?.form;
    const onReset = () => setLength(0);
    form?.addEventListener("reset", onReset);
    return () => form?.removeEventListener("reset", onReset);
  }, []);

  return (
    <>
      <textarea
        ref={ref}
        id={id}
        maxLength={maxLength}
        aria-describedby={showCount ? countId : undefined}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        {...props}
      />
      <CharacterCount
        id={countId}
        length={length}
        max={maxLength}
        visible={showCount}
        copy={limits}
      />
    </>
  );
}
