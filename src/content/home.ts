import { Activity, Rocket, SlidersHorizontal } from "lucide";
import { illustrations } from "./illustrations";
import type { PageMeta, SolutionStep } from "./types";

export const homeMeta = {
  title: "AI-powered composable observability",
  description:
    "AI-powered, composable observability that adapts to your needs and budget. Root-cause detection in minutes, on-prem or in the cloud.",
  path: "/",
} satisfies PageMeta;

export const hero = {
  eyebrow: "Root-cause detection in minutes",
  title: "Modern Systems, Modern Observability",
  subtitle:
    "AI-powered, composable observability that adapts to your needs and your budget. Find the root cause in minutes, on-prem or in the cloud.",
  cta: "Get in Touch",
  secondaryCta: "Explore features",
  video: {
    poster: illustrations.videoPoster,
    playLabel: "Play demo video",
    frameTitle: "Product demo video",
    caption: "Watch the 2-minute demo",
  },
} as const;

export const solution = {
  eyebrow: "How it works",
  title: "Our Solution",
  lead: "From a blank slate to answers in three steps: configure the stack you need, deploy it where your data must live, and observe everything in one place.",
  tabsLabel: "Solution steps",
  steps: [
    {
      id: "configure",
      title: "Configure",
      description:
        "Compose your observability stack from modular building blocks. Pick ingestion, storage and analytics to fit your systems and your budget.",
      icon: SlidersHorizontal,
      image: illustrations.solutionConfigure,
    },
    {
      id: "deploy",
      title: "Deploy",
      description:
        "Roll it out with one click to your own data centre or your cloud account. Same platform, same experience, wherever it runs.",
      icon: Rocket,
      image: illustrations.solutionDeploy,
    },
    {
      id: "observe",
      title: "Observe",
      description:
        "Follow metrics, logs and traces in real time while AI pinpoints the root cause of an incident in minutes, not hours.",
      icon: Activity,
      image: illustrations.solutionObserve,
    },
  ],
} satisfies { steps: SolutionStep[] } & Record<string, unknown>;

export const ctaBand = {
  title: "Unlock smarter, more efficient observability with our platform",
  text: "See root-cause detection on your own systems, on-prem or in the cloud.",
  cta: "Get in Touch",
} as const;
