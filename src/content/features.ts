import { Blocks, Cloud, Database, Sparkles, Waypoints, Zap } from "lucide";
import { illustrations } from "./illustrations";
import type { Feature } from "./types";

export const featuresSection = {
  eyebrow: "Features",
  title: "Reimagine Observability",
  lead: "Everything you need to understand modern systems, built from parts you choose.",
  more: "Learn more",
  close: "Close",
  features: [
    {
      id: "composable-infrastructure",
      title: "Composable Infrastructure",
      summary: "Define your stack and deploy with one click.",
      details:
        "Choose only the components you need, from collectors to storage engines and analytics, and describe them in one declarative definition. The platform provisions, wires and upgrades them for you, so your stack grows with your systems instead of against your budget.",
      icon: Blocks,
      image: illustrations.featureComposable,
    },
    {
      id: "opentelemetry-ingestion",
      title: "OpenTelemetry Ingestion",
      summary: "Native OTLP ingestion for traces, metrics and logs, with no proprietary agents.",
      details:
        "Send traces, metrics and logs from any OpenTelemetry SDK or collector. Open standards mean no lock-in: instrument once, keep your instrumentation when your tools change, and bring existing pipelines as they are.",
      icon: Waypoints,
      image: illustrations.featureOtel,
    },
    {
      id: "on-prem-and-on-cloud",
      title: "On-prem & On-cloud",
      summary: "Run it in your data centre or in the cloud, with the same experience.",
      details:
        "Deploy in your own data centre, in a private cloud or as a managed service. Keep sensitive telemetry where your compliance rules require it, and move between environments without re-instrumenting.",
      icon: Cloud,
      image: illustrations.featureHybrid,
    },
    {
      id: "real-time-data-processing",
      title: "Real-Time Data Processing",
      summary: "Stream processing that turns raw telemetry into insight as it arrives.",
      details:
        "Telemetry is enriched, sampled and aggregated in flight, so dashboards and alerts show what is happening now, not minutes ago. Catch anomalies while they are still small.",
      icon: Zap,
      image: illustrations.featureRealtime,
    },
    {
      id: "gen-ai-powered",
      title: "Gen AI Powered",
      summary: "Data analytics and root-cause analysis, driven by generative AI.",
      details:
        "Ask questions in plain language and get answers grounded in your own telemetry. The AI correlates signals across services, ranks the likely causes and explains its reasoning, taking you from alert to root cause in minutes.",
      icon: Sparkles,
      image: illustrations.featureGenai,
    },
    {
      id: "low-latency-olap",
      title: "Low Latency OLAP",
      summary: "Complex ad-hoc querying over billions of events, in milliseconds.",
      details:
        "A columnar OLAP engine answers complex ad-hoc questions across high-cardinality data at interactive speed. Slice by any attribute, join signals together and explore without pre-aggregating or waiting.",
      icon: Database,
      image: illustrations.featureOlap,
    },
  ],
} satisfies { features: Feature[] } & Record<string, unknown>;
