import { describe, expect, it } from "vitest";
import { z } from "zod";
import { calculatorBlock } from "../src/content/pricing-schema";
import { numberField } from "./number-field";

const jsonOf = (schema: z.ZodType) => z.toJSONSchema(schema) as Parameters<typeof numberField>[0];

describe("numberField", () => {
  it("gives a price a decimal field above 0, and a count a whole one", () => {
    expect(numberField(jsonOf(z.number().positive().max(10)))).toEqual({
      widget: "number",
      value_type: "float",
      min: 0,
      max: 10,
    });
    expect(numberField(jsonOf(z.int().min(1).max(365)))).toEqual({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 365,
    });
  });

  it("leaves out the bounds z.int() writes for safe integers", () => {
    expect(numberField(jsonOf(z.int()))).toEqual({ widget: "number", value_type: "int" });
  });

  it("is not a field for a text", () => {
    expect(numberField(jsonOf(z.string()))).toBeUndefined();
  });

  it("covers every number of the price list", () => {
    const json = JSON.stringify(z.toJSONSchema(calculatorBlock));
    expect(json).toContain('"logsPerGb":{"type":"number"');
    expect(numberField(jsonOf(calculatorBlock.shape.prices.shape.cloud.shape.logsPerGb))).toEqual(
      expect.objectContaining({ widget: "number", value_type: "float", max: 1_000_000 }),
    );
  });
});
