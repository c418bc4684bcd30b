/** The feature cards' titles, in the specification's order and words. */
export const featureTitles = [
  "Composable Infrastructure",
  "OpenTelemetry Ingestion",
  "On-prem & On-cloud",
  "Real-Time Data Processing",
  "Gen AI Powered",
  "Low Latency OLAP",
] as const;
