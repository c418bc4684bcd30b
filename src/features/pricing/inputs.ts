// The calculator's inputs as a page address carries them (`?logs=60&traces=20&series=100000
// &retention=30&where=eu-central`), so that a link restores an estimate for a colleague.
// Each value is bounded and checked here: a value that is not a plain number within its
// bounds, or not one of the choices, is replaced by the example's and the visitor is told,
// so a hostile or absurd address never reaches the page as anything but a known number.
import { deployments, retentionDays, type Deployment } from "../../content/pricing-ids";
import type { EstimateInputs } from "./estimate";

/** The inputs a visitor can type, each with its bounds and its step. */
export const numberInputs = {
  logs: { min: 0, max: 10_000, step: 1 },
  traces: { min: 0, max: 10_000, step: 1 },
  series: { min: 0, max: 50_000_000, step: 1000 },
} as const;
export type NumberInputId = keyof typeof numberInputs;
export const numberInputIds = Object.keys(numberInputs) as NumberInputId[];

/** The address's parameter names, one per input. */
export const inputParams = ["logs", "traces", "series", "retention", "where"] as const;

/** A whole number of at most 9 digits, nothing else: no sign, exponent, space or markup. */
const plainNumber = /^\d{1,9}$/;

/** A typed value held within its bounds and rounded to its step; NaN gives the minimum. */
export function clampInput(id: NumberInputId, value: number): number {
  const { min, max, step } = numberInputs[id];
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value / step) * step));
}

export interface ParsedInputs {
  inputs: EstimateInputs;
  /** True when the address named a value that could not be used. */
  rejected: boolean;
}

/**
 * The inputs an address's query asks for, each absent one the example's. A value out of
 * bounds, not a plain whole number, repeated, or not one of the choices is rejected: it
 * takes the example's value too, and `rejected` says so. Unknown parameters are ignored
 * (a campaign's tags, say).
 */
export function parseInputs(search: string, example: EstimateInputs): ParsedInputs {
  const params = new URLSearchParams(search);
  const inputs: EstimateInputs = { ...example };
  let rejected = false;
  for (const name of inputParams) {
    const all = params.getAll(name);
    if (all.length === 0) continue;
    const raw = all[0] ?? "";
    const value = all.length === 1 ? parseOne(name, raw) : undefined;
    if (value === undefined) rejected = true;
    else Object.assign(inputs, { [name]: value });
  }
  return { inputs, rejected };
}

function parseOne(
  name: (typeof inputParams)[number],
  raw: string,
): number | Deployment | undefined {
  if (name === "where") return deployments.find((where) => where === raw);
  if (!plainNumber.test(raw)) return undefined;
  const value = Number(raw);
  if (name === "retention") return retentionDays.find((days) => days === value);
  const { min, max, step } = numberInputs[name];
  return value >= min && value <= max && value % step === 0 ? value : undefined;
}

/** The query that restores these inputs, in a fixed order. */
export function inputsQuery(inputs: EstimateInputs): string {
  const params = new URLSearchParams();
  for (const name of inputParams) params.set(name, String(inputs[name]));
  return `?${params.toString()}`;
}

/** The range's positions: 0 to this, on a logarithmic scale of the value. */
export const sliderSteps = 200;

/**
 * Where a value sits on its range. Volumes span from a few GB to thousands, so the range is
 * logarithmic: each step is the same share more, and 60 GB is not lost at the far left.
 */
export function toSlider(id: NumberInputId, value: number): number {
  const { max } = numberInputs[id];
  return Math.round((Math.log10(clampInput(id, value) + 1) / Math.log10(max + 1)) * sliderSteps);
}

/**
 * The value at a range position, rounded to two significant digits (and to the input's
 * step), so that a range gives 60 or 6,100 rather than 61.37 or 6,087.
 */
export function fromSlider(id: NumberInputId, position: number): number {
  const { max } = numberInputs[id];
  const exact =
    10 ** ((Math.min(sliderSteps, Math.max(0, position)) / sliderSteps) * Math.log10(max + 1)) - 1;
  if (exact < 1) return clampInput(id, Math.round(exact));
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(exact)) - 1);
  return clampInput(id, Math.round(exact / magnitude) * magnitude);
}
