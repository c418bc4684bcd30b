import featureComposable from "../../assets/illustrations/feature-composable.svg?raster";
import featureGenai from "../../assets/illustrations/feature-genai.svg?raster";
import featureHybrid from "../../assets/illustrations/feature-hybrid.svg?raster";
import featureOlap from "../../assets/illustrations/feature-olap.svg?raster";
import featureOtel from "../../assets/illustrations/feature-otel.svg?raster";
import featureRealtime from "../../assets/illustrations/feature-realtime.svg?raster";
import solutionConfigure from "../../assets/illustrations/solution-configure.svg?raster";
import solutionDeploy from "../../assets/illustrations/solution-deploy.svg?raster";
import solutionObserve from "../../assets/illustrations/solution-observe.svg?raster";
import videoPoster from "../../assets/illustrations/video-poster.svg?raster";
// Every illustration is drawn as SVG on the same 1280x720 (16:9) canvas and shipped as
// AVIF (with a WebP fallback) rendered from it at build time: see raster-image.d.ts. What
// each one shows, in words, is content (each step's and feature's image description).
export const illustrationSources = {
  featureComposable,
  featureGenai,
  featureHybrid,
  featureOlap,
  featureOtel,
  featureRealtime,
  solutionConfigure,
  solutionDeploy,
  solutionObserve,
  videoPoster,
} satisfies Record<string, RasterImage>;

/** The illustrations under src/assets/illustrations/, by name. */
export type IllustrationName = keyof typeof illustrationSources;
