import featureComposable from "../assets/illustrations/feature-composable.svg?raster";
import featureGenai from "../assets/illustrations/feature-genai.svg?raster";
import featureHybrid from "../assets/illustrations/feature-hybrid.svg?raster";
import featureOlap from "../assets/illustrations/feature-olap.svg?raster";
import featureOtel from "../assets/illustrations/feature-otel.svg?raster";
import featureRealtime from "../assets/illustrations/feature-realtime.svg?raster";
import solutionConfigure from "../assets/illustrations/solution-configure.svg?raster";
import solutionDeploy from "../assets/illustrations/solution-deploy.svg?raster";
import solutionObserve from "../assets/illustrations/solution-observe.svg?raster";
import videoPoster from "../assets/illustrations/video-poster.svg?raster";
import type { Illustration } from "./types";

// Every illustration is drawn as SVG on the same 1280x720 (16:9) canvas and shipped as
// AVIF (with a WebP fallback) rendered from it at build time: see raster-image.d.ts.
function illustration(image: Omit<Illustration, "alt">, alt: string): Illustration {
  return { ...image, alt };
}

export const illustrations = {
  solutionConfigure: illustration(
    solutionConfigure,
    "A stack editor: a declarative configuration beside ingestion, processing, storage and analytics blocks snapped together.",
  ),
  solutionDeploy: illustration(
    solutionDeploy,
    "A deploy pipeline passing build, verify and deploy stages and rolling out to an on-prem server rack and a cloud.",
  ),
  solutionObserve: illustration(
    solutionObserve,
    "A live dashboard of charts and KPI tiles with an AI callout marking the root cause of a latency spike.",
  ),
  featureComposable: illustration(
    featureComposable,
    "Modular infrastructure blocks assembling into one stack, deployed with a single click.",
  ),
  featureOtel: illustration(
    featureOtel,
    "Services, containers and hosts streaming traces, metrics and logs into an OpenTelemetry collector.",
  ),
  featureHybrid: illustration(
    featureHybrid,
    "An on-prem server rack and a cloud joined by a secure link to the same platform.",
  ),
  featureRealtime: illustration(
    featureRealtime,
    "A stream of events flowing through processing stages into a live chart.",
  ),
  featureGenai: illustration(
    featureGenai,
    "A service map with one failing service highlighted and an AI explanation of the root cause.",
  ),
  featureOlap: illustration(
    featureOlap,
    "A query console running an ad-hoc query, with a results table, a bar chart and a 12 ms timing.",
  ),
  videoPoster: illustration(
    videoPoster,
    "Preview of the product demo: a trace waterfall, charts and a root-cause summary.",
  ),
} satisfies Record<string, Illustration>;
