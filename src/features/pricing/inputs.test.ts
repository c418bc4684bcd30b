import { describe, expect, it } from "vitest";
import type { EstimateInputs } from "./estimate";
import { clampInput, fromSlider, inputsQuery, parseInputs, sliderSteps, toSlider } from "./inputs";

const example: EstimateInputs = {
  logs: 60,
  traces: 20,
  series: 100_000,
  retention: 30,
  where: "us-east",
};

describe("parseInputs", () => {
  it("reads every input a shared link carries", () => {
    const parsed = parseInputs(
      "?logs=120&traces=5&series=2000&retention=90&where=on-prem",
      example,
    );
    expect(parsed).toEqual({
      inputs: { logs: 120, traces: 5, series: 2000, retention: 90, where: "on-prem" },
      rejected: false,
    });
  });

  it("takes the example's value for what the address leaves out, and ignores other tags", () => {
    expect(parseInputs("?logs=10&utm_source=news", example)).toEqual({
      inputs: { ...example, logs: 10 },
      rejected: false,
    });
    expect(parseInputs("", example)).toEqual({ inputs: example, rejected: false });
  });

  it.each([
    ["?logs=-5", "a negative number"],
    ["?logs=1e3", "an exponent"],
    ["?logs=10.5", "a fraction"],
    ["?logs=%2010", "a space"],
    ["?logs=10001", "more than the bound"],
    ["?logs=99999999999999999999", "too many digits"],
    ["?series=1500", "off the step"],
    ["?retention=31", "a retention that is not offered"],
    ["?where=mars", "an unknown region"],
    ["?where=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "markup"],
    ["?logs=1&logs=2", "a repeated value"],
    ["?logs=", "an empty value"],
  ])("rejects %s (%s) and keeps the example's value", (search) => {
    const parsed = parseInputs(search, example);
    expect(parsed.rejected).toBe(true);
    expect(parsed.inputs).toEqual(example);
  });

  it("keeps the usable values of a link with one bad one", () => {
    const parsed = parseInputs("?logs=200&traces=lots", example);
    expect(parsed).toEqual({ inputs: { ...example, logs: 200 }, rejected: true });
  });
});

describe("inputsQuery", () => {
  it("writes a query that parses back to the same inputs", () => {
    const inputs: EstimateInputs = {
      logs: 7,
      traces: 0,
      series: 5000,
      retention: 365,
      where: "ap-northeast",
    };
    expect(inputsQuery(inputs)).toBe(
      "?logs=7&traces=0&series=5000&retention=365&where=ap-northeast",
    );
    expect(parseInputs(inputsQuery(inputs), example)).toEqual({ inputs, rejected: false });
  });
});

describe("clampInput", () => {
  it("holds a typed value within its bounds and on its step", () => {
    expect(clampInput("logs", -3)).toBe(0);
    expect(clampInput("logs", 20_000)).toBe(10_000);
    expect(clampInput("logs", 12.4)).toBe(12);
    expect(clampInput("series", 1234)).toBe(1000);
    expect(clampInput("series", Number.NaN)).toBe(0);
  });
});

describe("the logarithmic range", () => {
  it("runs from the minimum to the maximum", () => {
    expect(toSlider("logs", 0)).toBe(0);
    expect(toSlider("logs", 10_000)).toBe(sliderSteps);
    expect(fromSlider("logs", 0)).toBe(0);
    expect(fromSlider("logs", sliderSteps)).toBe(10_000);
  });

  it("gives round values of two significant digits", () => {
    for (let position = 0; position <= sliderSteps; position += 1) {
      const value = fromSlider("logs", position);
      const digits = String(value).replace(/0+$/, "");
      expect(digits.length).toBeLessThanOrEqual(2);
    }
  });

  it("moves the value on by one step of the range, in both directions", () => {
    const at = toSlider("logs", 60);
    expect(fromSlider("logs", at + 1)).toBeGreaterThan(60);
    expect(fromSlider("logs", at - 1)).toBeLessThan(60);
  });

  it("keeps the series input on its step", () => {
    for (let position = 0; position <= sliderSteps; position += 7) {
      expect(fromSlider("series", position) % 1000).toBe(0);
    }
  });
});
