import {
  Activity,
  Blocks,
  Cloud,
  Database,
  Rocket,
  SlidersHorizontal,
  Sparkles,
  Waypoints,
  Zap,
} from "../../components/icons/lucide";
import type { IconNode } from "../../components/ui/icon";
import type { IllustrationName } from "../../components/ui/illustration-sources";
import type { FeatureId, SolutionStepId } from "../../content/ids";

interface Visual {
  icon: IconNode;
  image: IllustrationName;
}

// What each step and feature looks like; its words are in the locale's home.json.
export const stepVisuals = {
  configure: { icon: SlidersHorizontal, image: "solutionConfigure" },
  deploy: { icon: Rocket, image: "solutionDeploy" },
  observe: { icon: Activity, image: "solutionObserve" },
} satisfies Record<SolutionStepId, Visual>;

export const featureVisuals = {
  "composable-infrastructure": { icon: Blocks, image: "featureComposable" },
  "opentelemetry-ingestion": { icon: Waypoints, image: "featureOtel" },
  "on-prem-and-on-cloud": { icon: Cloud, image: "featureHybrid" },
  "real-time-data-processing": { icon: Zap, image: "featureRealtime" },
  "gen-ai-powered": { icon: Sparkles, image: "featureGenai" },
  "low-latency-olap": { icon: Database, image: "featureOlap" },
} satisfies Record<FeatureId, Visual>;
