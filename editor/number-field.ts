// A number of the content (a price, a factor, a sizing coefficient) as the editor's number
// widget: whole or not, and within the schema's bounds, so a price of 0 or a factor of 10
// is refused as the build refuses it (an exclusive bound is kept by the save's check).

interface NumberSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

export interface NumberFieldOptions {
  widget: "number";
  value_type: "int" | "float";
  min?: number;
  max?: number;
}

/** The number widget's options for a number or integer schema; undefined for any other. */
export function numberField(schema: NumberSchema): NumberFieldOptions | undefined {
  if (schema.type !== "number" && schema.type !== "integer") return undefined;
  const min = schema.minimum ?? schema.exclusiveMinimum;
  // z.int() writes the safe integers' bounds, which say nothing to an editor.
  const bound = (value: number | undefined) =>
    value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;
  return {
    widget: "number",
    value_type: schema.type === "integer" ? "int" : "float",
    ...(bound(min) !== undefined ? { min: bound(min) } : {}),
    ...(bound(schema.maximum) !== undefined ? { max: bound(schema.maximum) } : {}),
  };
}
