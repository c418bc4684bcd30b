import type { Illustration, IllustrationName } from "./types";

// What each illustration shows, for its alt text. The drawings themselves are bound to these
// names in components/ui/illustration-sources.ts, so this copy stays plain data that any
// tool (the e2e suite included) can import.
function illustration(name: IllustrationName, alt: string): Illustration {
  return { name, alt };
}

export const illustrations = {
  solutionConfigure: illustration(
    "solutionConfigure",
    "A stack editor: a declarative configuration beside ingestion, processing, storage and analytics blocks snapped together.",
  ),
  solutionDeploy: illustration(
    "solutionDeploy",
    "A deploy pipeline passing build, verify and deploy stages and rolling out to an on-prem server rack and a cloud.",
  ),
  solutionObserve: illustration(
    "solutionObserve",
    "A live dashboard of charts and KPI tiles with an AI callout marking the root cause of a latency spike.",
  ),
  featureComposable: illustration(
    "featureComposable",
    "Modular infrastructure blocks assembling into one stack, deployed with a single click.",
  ),
  featureOtel: illustration(
    "featureOtel",
    "Services, containers and hosts streaming traces, metrics and logs into an OpenTelemetry collector.",
  ),
  featureHybrid: illustration(
    "featureHybrid",
    "An on-prem server rack and a cloud joined by a secure link to the same platform.",
  ),
  featureRealtime: illustration(
    "featureRealtime",
    "A stream of events flowing through processing stages into a live chart.",
  ),
  featureGenai: illustration(
    "featureGenai",
    "A service map with one failing service highlighted and an AI explanation of the root cause.",
  ),
  featureOlap: illustration(
    "featureOlap",
    "A query console running an ad-hoc query, with a results table, a bar chart and a 12 ms timing.",
  ),
  videoPoster: illustration(
    "videoPoster",
    "Preview of the product demo: a trace waterfall, charts and a root-cause summary.",
  ),
} satisfies Record<string, Illustration>;
