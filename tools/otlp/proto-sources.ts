import { readFileSync } from "node:fs";
import { otlpProtoFiles } from "./otlp-check.ts";

/** The official definitions as text, in import order, for the unit tests and the e2e receiver. */
export const protoSources = otlpProtoFiles.map((file) =>
  readFileSync(new URL(`./proto/${file}`, import.meta.url), "utf8"),
);
