import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { visualizer } from "rollup-plugin-visualizer";
import { defineConfig } from "vitest/config";
import { contentPlugin } from "./builder/content/content-plugin.ts";
import { brandFontPlugin } from "./builder/fonts/brand-font-plugin.ts";
import { inlineScriptsPlugin } from "./builder/inline-scripts.ts";
import { policyDate } from "./builder/policy-date.ts";
import { appEntry, firstChunkName } from "./builder/prerender.ts";
import { rasterImages, renderedImagesDir } from "./builder/raster-images.ts";
import { resolveBrandEnv } from "./src/config/brand-env.ts";
import { resolveOperatorEnv } from "./src/config/operator-env.ts";
import { resolveContactEnv } from "./src/features/contact/contact-env.ts";
import { resolveTelemetryEnv } from "./src/features/telemetry/telemetry-env.ts";
import { resolveLocales } from "./src/i18n/locale-env.ts";

const needsOwnGraph = /\bvi\.mock\(|\bpageControls\(\)/;
const inDom = /^\/\/ @vitest-environment jsdom/;
const siteTests = { shared: [] as string[], dom: [] as string[], own: [] as string[] };
for (const file of readdirSync("src", { recursive: true, encoding: "utf8" })) {
  if (!/\.test\.tsx?$/.test(file)) continue;
  const path = `src/${file}`;
  const text = readFileSync(path, "utf8");
  const kind = needsOwnGraph.test(text) ? "own" : inDom.test(text) ? "dom" : "shared";
  siteTests[kind].push(path);
}

export default defineConfig(({ isSsrBuild }) => {
  const announce = !isSsrBuild && process.env.VITEST === undefined;
  // Validated once here, so a typo in an override fails the build instead of the site.
  const brand = resolveBrandEnv(process.env);
  const locales = resolveLocales(process.env);
  // The imprint's and privacy policy's facts; a real SITE_URL with a placeholder left stops here.
  const operator = resolveOperatorEnv(process.env);
  if (announce) {
    console.info(`Brand: ${brand.name} | site URL: ${brand.siteUrl} | e-mail: ${brand.email}`);
    console.info(`Locales: ${locales.join(", ")}`);
    console.info(`Operator: ${operator.legalName}`);
  }
  // Null unless CONTACT_ENDPOINT is set: the form then only simulates sending, as specified.
  const contact = resolveContactEnv(process.env);
  if (announce) {
    console.info(
      contact
        ? `Contact form: delivers to ${contact.endpoint} as ${contact.encoding}`
        : "Contact form: simulated (no CONTACT_ENDPOINT)",
    );
  }

  // Null unless an OTLP endpoint is set: the build then has no telemetry code at all.
  const telemetry = resolveTelemetryEnv(process.env);
  if (announce) {
    console.info(
      telemetry
        ? `Telemetry: OTLP logs to ${telemetry.endpoint} as ${telemetry.resource[0]?.join("=")}` +
            ` (sample rate ${telemetry.sampleRate})`
        : "Telemetry: off (no OTEL_EXPORTER_OTLP_ENDPOINT)",
    );
  }

  return {
    plugins: [
      // Rendered once and kept across builds (the file names carry the source's hash).
      rasterImages({ cacheDir: renderedImagesDir }),
      contentPlugin({ locales }),
      // The head script and the boot loader, from src/app/inline/, minified for the pages.
      inlineScriptsPlugin(),
      react(),
      // Geist cut down to the characters the built locales show, and its fallback's faces:
      // into the stylesheet before Tailwind reads it.
      brandFontPlugin({ locales, brand, cacheDir: "node_modules/.cache/brand-font" }),
      tailwindcss(),
      // `ANALYZE=1 npm run build` writes a treemap of what each chunk is made of.
      process.env.ANALYZE && !isSsrBuild
        ? visualizer({ filename: "stats/bundle.html", gzipSize: true, brotliSize: true })
        : null,
    ],
    resolve: {
      // wouter imports the use-sync-external-store shim for React before 18; React 19 has
      // the hook itself, so the shim's fallback code (0.3 KB) is left out.
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(
            new URL("./src/lib/use-sync-external-store.ts", import.meta.url),
          ),
        },
      ],
    },
    define: {
      __BRAND__: JSON.stringify(brand),
      __OPERATOR__: JSON.stringify(operator),
      __POLICY_DATE__: JSON.stringify(policyDate()),
      __CONTACT_DELIVERY__: JSON.stringify(contact),
      __TELEMETRY__: JSON.stringify(telemetry),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __LOCALES__: JSON.stringify(locales),
    },
    build: {
      // The manifest tells the prerender step which chunks each page needs.
      manifest: !isSsrBuild,
      rolldownOptions: {
        // Every page is prerendered (builder/prerender.ts): the client build's one entry is
        // the first script of every page, and there is no HTML template.
        ...(isSsrBuild ? {} : { input: appEntry }),
        output: {
          codeSplitting: {
            groups: [
              // With telemetry, the campaign's modules and telemetry's: a chunk that imports
              // nothing, which the boot loader runs first (src/app/telemetry-start.ts).
              ...(telemetry
                ? [
                    {
                      name: firstChunkName,
                      test: /[\\/]src[\\/](features[\\/](telemetry|campaign)[\\/]|lib[\\/]campaign-tags|app[\\/]telemetry-start)|node_modules[\\/]web-vitals[\\/]/,
                    },
                  ]
                : []),
              // React and the router change rarely: one long-cached chunk shared by all pages.
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]/,
              },
              // What the app shell and the pages share (buttons, icons, page metadata): one
              // chunk rather than several small ones, since each request carries its own
              // kilobyte and a half of response headers.
              {
                name: "shared",
                // But the calculator's formulas and the estimate it carries (shared by the pricing
                // page's blocks and the contact page's estimate), and the privacy policy's facts
                // (shared by the policy, the imprint and the trust center): chunks of their own
                // that no other page loads.
                test: /[\\/]src[\\/](?!features[\\/]pricing[\\/]|content[\\/]pricing-ids|pages[\\/]privacy[\\/]|config[\\/]supervisory-authorities)|node_modules[\\/]clsx[\\/]/,
                minShareCount: 2,
              },
              // Loaded on the contact page once the form is in use (see features/contact/toast.ts).
              { name: "sonner", test: /node_modules[\\/]sonner[\\/]/ },
            ],
          },
        },
      },
      // Inline the tiny logo. The brand font stays a file, which the first layout requests
      // and which arrives after the first paint (swapped in without a shift): inline, it put
      // the page over one round trip of a new connection (docs/performance.md). Illustrations
      // stay separate files, so they load when shown, not with the JavaScript.
      assetsInlineLimit: (file) => file.endsWith("logo.svg"),
      // No preload helper in the bundle: the prerender step lists each page's chunks for
      // the inline loader (src/app/inline/boot-loader.ts), and every supported browser has
      // modulepreload.
      modulePreload: false,
      target: "es2022",
      // One stylesheet: its critical share inline in every page, the whole sheet linked by
      // the boot loader (builder/critical-css.ts). No chunk may ask to load CSS of its own
      // (which would also pull Vite's CSS preload helper into the bundle).
      cssCodeSplit: false,
    },
    test: {
      // Node by default, as the build and the server run; a test of the page opts into a
      // DOM with `// @vitest-environment jsdom`, so logic tests do not pay for one.
      setupFiles: ["./vitest.setup.ts"],
      css: false,
      // Every core: Vitest keeps one free by default (on 2 cores, 24 s -> 14 s alone).
      maxWorkers: "100%",
      // Worker threads rather than child processes: the same isolation per test file for
      // a tenth less CPU (40 s -> 36 s here), none of the tests needing a process of its own.
      pool: "threads",
      // Test files share one module graph and DOM per worker (Vitest's recipe for pure unit
      // tests): their CPU 45 s -> 32 s. The DOM's files are a project of their own, so a
      // worker does not set a DOM up and tear it down between Node's files (the unit tests'
      // CPU 57 -> 50 s). A file that needs its own graph gets one: it mocks a module (a mock
      // cannot replace a module another file already loaded) or installs the head script's
      // listeners on the page (twice in one document, every tap would replay twice).
      projects: [
        {
          extends: true,
          test: { name: "site", include: siteTests.shared, isolate: false },
        },
        {
          extends: true,
          test: { name: "site-dom", include: siteTests.dom, isolate: false, environment: "jsdom" },
        },
        { extends: true, test: { name: "site-own-graph", include: siteTests.own } },
        {
          extends: true,
          test: {
            name: "tooling",
            include: ["{builder,server,tools,editor}/**/*.test.ts"],
            isolate: false,
          },
        },
      ],
    },
  };
});
