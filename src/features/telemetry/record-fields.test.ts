import { describe, expect, it } from "vitest";
import { callsToAction } from "./conversions";
import { eventFields, everyRecordFields, resourceFields, telemetryEvents } from "./record-fields";

// The signals' own source text, as Vite reads it: every module of this folder but the tests
// and this list.
const modules = import.meta.glob<string>(["./*.ts", "!./*.test.ts", "!./record-fields.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const sources = Object.values(modules).join("\n");

/** Attribute keys written in the signals: `"a.b": value`, and the web vitals' `${attribution}x`. */
function keysInSource(): Set<string> {
  const keys = new Set<string>();
  for (const match of sources.matchAll(/"([a-z_]+(?:\.[a-z_]+)+)":/g)) keys.add(String(match[1]));
  const prefix = /const attribution = "([^"]+)"/.exec(sources)?.[1];
  for (const match of sources.matchAll(/\[`\$\{attribution\}(\w+)`\]/g)) {
    keys.add(`${prefix}${match[1]}`);
  }
  return keys;
}

describe("the telemetry's field list", () => {
  const listed = new Set<string>([
    ...resourceFields,
    ...everyRecordFields,
    ...Object.values(eventFields).flat(),
  ]);

  it("names every field the signals write", () => {
    const unlisted = [...keysInSource()].filter((key) => !listed.has(key));
    expect(unlisted).toEqual([]);
  });

  it("names no field the signals do not write", () => {
    const written = keysInSource();
    const campaign = /^site\.utm\./;
    const resource = new Set<string>(["service.name"]); // from the configuration
    const stale = [...listed].filter(
      (key) => !written.has(key) && !campaign.test(key) && !resource.has(key),
    );
    expect(stale).toEqual([]);
  });

  it("names every event the signals send", () => {
    const sent = [...sources.matchAll(/emit\(\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(sent)).toEqual(new Set(telemetryEvents));
    // The call-to-action ids are values, not fields.
    expect(callsToAction.every(([id]) => !listed.has(id))).toBe(true);
  });
});
