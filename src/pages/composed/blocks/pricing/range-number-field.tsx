import {
  fromSlider,
  sliderSteps,
  toSlider,
  numberInputs,
  type NumberInputId,
} from "../../../../features/pricing/inputs";
import { formatNumber } from "../../../../i18n/format";
import type { Locale } from "../../../../i18n/locales";

interface RangeNumberFieldProps {
  /** The input it sets, for its bounds, step and the range's scale. */
  name: NumberInputId;
  /** The id of the number field; the label's is `${id}-label`. */
  id: string;
  label: string;
  unit: string;
  value: number;
  /** What the number field holds while it is being typed, if not the value. */
  draft: string | undefined;
  locale: Locale;
  /** A value from the range, or the number field left. */
  onSet: (value: number) => void;
  /** The number field's text as typed. */
  onType: (text: string) => void;
  /** The number field's classes (the calculator's other fields share them). */
  fieldClassName: string;
}

/**
 * One number the calculator takes, as two native controls named by one label: a range
 * (logarithmic, so a few GB and thousands are both within reach) for a quick guess, and a
 * number field beside it for the exact figure. Both are keyboard-operable as they are.
 */
export function RangeNumberField(props: RangeNumberFieldProps) {
  const { name, id, label, unit, value, locale } = props;
  const bounds = numberInputs[name];
  const labelId = `${id}-label`;
  return (
    <div>
      <label id={labelId} htmlFor={id} className="font-medium text-heading">
        {label} <span className="font-normal text-fg-subtle">({unit})</span>
      </label>
      <div className="mt-2 flex items-center gap-4">
        <input
          type="range"
          name={`${name}-range`}
          min={0}
          max={sliderSteps}
          step={1}
          value={toSlider(name, value)}
          aria-labelledby={labelId}
          aria-valuetext={`${formatNumber(value, locale)} ${unit}`}
          onChange={(event) => props.onSet(fromSlider(name, Number(event.target.value)))}
          className="h-11 min-w-0 flex-1 accent-(--color-accent)"
        />
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={props.draft ?? String(value)}
          onChange={(event) => props.onType(event.target.value)}
          onBlur={() => props.onSet(value)}
          className={`${props.fieldClassName} w-32 text-end tabular-nums`}
        />
      </div>
    </div>
  );
}
