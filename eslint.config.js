import { readdirSync } from "node:fs";
import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers, lowest first: each may import the ones before it, never one after it (see
 * docs/architecture.md). The site knows nothing of how it is built or served; the server
 * reads only the site's constants; the build writes what the server policy says; the
 * tools and the e2e suite may use everything.
 */
const layers = [
  { name: "the site", path: "./src" },
  { name: "the serving policy and server", path: "./server" },
  { name: "the build", path: "./builder" },
  // The content editor (`npm run edit`) reads the schema and the build's checks; nothing
  // the site is built or served from may import it, so it never reaches a public page.
  { name: "the content editor", path: "./editor", usesTools: true },
];
const higherThan = (index) => layers.slice(index + 1).map((layer) => layer.path);
const tools = ["./tools", "./e2e"];

/**
 * Inside the site, bulletproof-react's layers: shared code (components/ui, lib, config,
 * i18n, content types) < features (each on its own) < the app (app/ and pages/, which
 * compose features). A feature never imports another: what crosses features is wired in
 * the app layer (see docs/architecture.md).
 */
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `./src/features/${entry.name}`);
const appLayer = ["./src/app", "./src/pages"];
const siteZones = [
  {
    target: ["./src/components", "./src/lib", "./src/config", "./src/i18n", "./src/content"],
    from: ["./src/features", ...appLayer],
    message: "Shared code may not import a feature or the app (docs/architecture.md).",
  },
  ...features.map((feature) => ({
    target: feature,
    from: [...features.filter((other) => other !== feature), ...appLayer],
    message: "A feature may not import another feature or the app: compose them in src/app.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-releases",
      "dist-live",
      "dist.building-*",
      "dist-editor",
      "test-results",
      "playwright-report",
      "node_modules",
    ],
  },
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { "check-file": checkFile, "import-x": importX },
    settings: {
      // The site imports without extensions, as Vite resolves them.
      "import-x/resolver-next": [
        importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] }),
      ],
    },
    rules: {
      // Kebab-case file and folder names, as in bulletproof-react.
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{js,mjs,ts,tsx}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{src,e2e,builder,server,tools,editor}/**/": "KEBAB_CASE" },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layers.map((layer, index) => ({
              target: layer.path,
              from: [...higherThan(index), ...(layer.usesTools ? ["./e2e"] : tools)],
              message: `${layer.name} may not import a layer above it (docs/architecture.md).`,
            })),
            ...siteZones,
          ],
        },
      ],
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", ["internal", "parent", "sibling", "index"]],
          alphabetize: { order: "asc", caseInsensitive: true },
          "newlines-between": "never",
        },
      ],
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"], jsxA11y.flatConfigs.strict],
    languageOptions: { globals: globals.browser },
    rules: {
      "import-x/no-cycle": "error",
      // The content schema validates at build time; the browser gets its types, never zod.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "zod is for the content schemas only." }],
          patterns: [
            {
              group: [
                "**/content/schema",
                "**/content/schema.ts",
                "**/content/*-schema",
                "**/content/*-schema.ts",
              ],
              allowTypeImports: true,
              message: "Import the content schema's types only (import type).",
            },
          ],
        },
      ],
    },
  },
  {
    // The content schemas, validated at build time; the site imports only their types.
    files: ["src/content/schema.ts", "src/content/schema-fields.ts", "src/content/*-schema.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // A test that asserts an element exists may then use it without another check.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
