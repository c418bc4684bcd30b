import { describe, expect, it } from "vitest";
import type { Integration } from "../../content/integrations-schema";
import { matchesFilter, monogram, noFilter } from "./integration-filter";

const content = {
  categories: {
    languages: { name: "Languages and SDKs", lead: "" },
    kubernetes: { name: "Kubernetes", lead: "" },
    cloud: { name: "Cloud providers", lead: "" },
    databases: { name: "Datenbanken", lead: "" },
    messaging: { name: "Queues", lead: "" },
    infrastructure: { name: "Hosts", lead: "" },
    "ci-cd": { name: "CI/CD", lead: "" },
    alerting: { name: "Alerting", lead: "" },
  },
  ingestion: {
    otlp: "Native OTLP",
    receiver: "Collector receiver",
    agent: "Collector as agent",
    outbound: "Alert target",
  },
};

const postgres: Integration = {
  id: "postgresql",
  name: "PostgreSQL",
  category: "databases",
  ingestion: "receiver",
  summary: "Verbindungen, Sperren und Replikationsverzögerung.",
  docs: "https://example.com",
};

describe("matchesFilter", () => {
  it("shows everything without a filter", () => {
    expect(matchesFilter(postgres, noFilter, content)).toBe(true);
  });

  it("keeps to the chosen category", () => {
    expect(matchesFilter(postgres, { category: "databases", query: "" }, content)).toBe(true);
    expect(matchesFilter(postgres, { category: "messaging", query: "" }, content)).toBe(false);
  });

  it("finds every word typed in the name, line, category or way in, whatever the case, width or accents", () => {
    const query = (text: string) =>
      matchesFilter(postgres, { category: "all", query: text }, content);
    expect(query("postgre")).toBe(true);
    expect(query("ＰＯＳＴＧＲＥ")).toBe(true);
    expect(query("replikationsverzogerung")).toBe(true);
    expect(query("datenbanken receiver")).toBe(true);
    expect(query("postgre kafka")).toBe(false);
  });
});

describe("monogram", () => {
  it("is the first two words' initials, or a single word's first two letters", () => {
    expect(monogram("Apache Kafka")).toBe("AK");
    expect(monogram("Redis")).toBe("RE");
    expect(monogram(".NET")).toBe("NE");
  });
});
