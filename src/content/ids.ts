// The ids that code and content share. Content files hold the words for each id; code holds
// what is not words: the order, icons and illustrations by id, field types. A new feature card
// starts here, then gets its copy in every locale's content file (see docs/content.md).

export const solutionStepIds = ["configure", "deploy", "observe"] as const;
export type SolutionStepId = (typeof solutionStepIds)[number];

export const featureIds = [
  "composable-infrastructure",
  "opentelemetry-ingestion",
  "on-prem-and-on-cloud",
  "real-time-data-processing",
  "gen-ai-powered",
  "low-latency-olap",
] as const;
export type FeatureId = (typeof featureIds)[number];

/**
 * The product claims the pages make, each declared once per locale in facts.json with its
 * source (builder/content/facts.ts): blocks and posts name them (`{fact:query-latency}`, a
 * figure's `fact`) instead of repeating a number, so one change reaches every page.
 */
export const factIds = [
  "alert-to-root-cause",
  "query-latency",
  "sampling",
  "install-time",
  "first-dashboard",
  "retention",
  "platforms",
  "proprietary-agents",
  "data-egress",
] as const;
export type FactId = (typeof factIds)[number];

export const contactFieldNames = [
  "firstName",
  "lastName",
  "email",
  "company",
  "subject",
  "message",
] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

/**
 * The fields a message carries for an estimate from the pricing calculator, in order
 * (features/pricing/carried-estimate.ts fills them; the privacy policy names them). Here,
 * not beside the calculator's code, so the policy names them without loading that code.
 */
export const estimateFieldNames = [
  "estimate_logs_gb_day",
  "estimate_traces_gb_day",
  "estimate_metrics_series",
  "estimate_retention_days",
  "estimate_deployment",
  "estimate_currency",
  "estimate_monthly",
  "estimate_yearly",
  "estimate_nodes",
  "estimate_vcpu",
  "estimate_memory_gb",
  "estimate_disk_gb",
] as const;
export type EstimateFieldName = (typeof estimateFieldNames)[number];

export const contactFailureKinds = ["network", "timeout", "rejected", "server"] as const;
export type ContactFailureKind = (typeof contactFailureKinds)[number];

/** A choice of the theme switch: follow the system, or always light or dark. */
export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The landing page's sections the header links to, by their anchor. */
export const sectionIds = { solution: "solution", features: "features" } as const;

/**
 * What the privacy policy has a section for, in its order: each processing the site can do.
 * Code decides which of them a build does (features/privacy/processings.ts); content words them.
 */
export const processingIds = [
  "hosting",
  "contact",
  "email",
  "telemetry",
  "video",
  "theme",
  "selfHosted",
] as const;
export type ProcessingId = (typeof processingIds)[number];

/**
 * The events the site's telemetry sends: the privacy policy describes each in words
 * (content), features/telemetry/record-fields.ts lists the fields of each.
 */
export const telemetryEventIds = [
  "site.page_view",
  "site.cta.click",
  "site.video.play",
  "site.feature.open",
  "site.solution_step.select",
  "site.contact.submit",
  "site.calculator.use",
  "site.estimate.send",
  "browser.web_vital",
  "exception",
  "site.csp_violation",
] as const;
export type TelemetryEventId = (typeof telemetryEventIds)[number];
