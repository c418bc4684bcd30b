// What vite.config.ts writes into the bundle at build time (its `define`), from the validated
// build environment: declared once here, for every module that reads them. They stay bare
// identifiers, not imports, so that the bundler sees a literal (`null` when a feature is off)
// and drops the code only it reaches.

/** The brand facts (SITE_*), see config/brand-env.ts. */
declare const __BRAND__: import("./config/brand-env").BrandEnv;
declare const __BUILD_YEAR__: number;
/** The operator's legal facts (OPERATOR_*, ...), see config/operator-env.ts. */
declare const __OPERATOR__: import("./config/operator-env").OperatorEnv;
/** The privacy policy's date, YYYY-MM-DD: its sources' last change (builder/policy-date.ts). */
declare const __POLICY_DATE__: string;
/** Where the contact form delivers (CONTACT_*), or null for the simulated send. */
declare const __CONTACT_DELIVERY__:
  import("./features/contact/contact-env").ContactDeliveryConfig | null;
/** The OpenTelemetry export (OTEL_*), or null when telemetry is off. */
declare const __TELEMETRY__: import("./features/telemetry/telemetry-env").TelemetryConfig | null;
/** The locales this build makes (SITE_LOCALES), the default first; see i18n/locale-env.ts. */
declare const __LOCALES__: readonly import("./i18n/locales").Locale[];
