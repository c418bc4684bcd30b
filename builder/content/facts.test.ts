import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FactsContent } from "../../src/content/facts-schema";
import { factIds } from "../../src/content/ids";
import type { Locale } from "../../src/i18n/locales";
import { composedContent, resolveBlock } from "./composed-content";
import { composedPageFiles } from "./composed-pages";
import { factsFile, readFacts, stateFacts } from "./facts";
import { ContentError, loadContent } from "./load-content";
import { makeContentReal } from "./real-content";
import { storyFiles } from "./stories";

const real = "https://acme.io";
const locales: Locale[] = ["en", "de", "ja"];
let root = "";
beforeEach(() => {
  // The site's own content, copied so a test can change a fact or approve a sample.
  root = mkdtempSync(join(tmpdir(), "facts-"));
  cpSync("content", root, { recursive: true });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** Every problem the content check and the composed pages' check stop a build with. */
async function buildProblems(siteUrl: string): Promise<string[]> {
  vi.stubEnv("SITE_URL", siteUrl);
  const found: string[] = [];
  const collect = (error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    found.push(...error.problems.map((p) => `${p.file.replace(root, "")} ${p.key}: ${p.message}`));
  };
  await loadContent(locales, root).catch(collect);
  try {
    composedPageFiles(locales, { root, siteUrl });
  } catch (error) {
    collect(error);
  }
  try {
    storyFiles(locales, { root, siteUrl });
  } catch (error) {
    collect(error);
  }
  return found;
}

const editJson = (file: string, edit: (data: never) => void) => {
  const data = JSON.parse(readFileSync(file, "utf8")) as never;
  edit(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
};

describe("the launch guards on the content", () => {
  it("let a preview build show the samples", async () => {
    expect(await buildProblems("https://www.example.com")).toEqual([]);
  });

  it("stop a build for a real address at each sample fact, logo and story, by name", async () => {
    const problems = await buildProblems(real);
    for (const locale of locales) {
      for (const id of factIds) {
        expect(problems).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `/${locale}/facts\\.json facts\\.${id}\\.source\\.status: "${id}" is a sample claim`,
            ),
          ),
        );
      }
    }
    expect(problems).toContainEqual(
      expect.stringMatching(
        /\/en\/pages\/opentelemetry\.json blocks\.1\.logos\.0\.permission\.status: a sample logo/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /\/de\/customers\/helix-health\.json permission\.status: a sample story/,
      ),
    );
  });

  it("stop a real build at a figure written out instead of naming its fact", async () => {
    editJson(
      join(root, "en", "pages", "on-prem.json"),
      (page: { blocks: { type: string; items: object[] }[] }) => {
        page.blocks.find((block) => block.type === "figures")!.items[0] = {
          value: "99 %",
          label: "of incidents solved",
        };
      },
    );
    expect(await buildProblems(real)).toContainEqual(
      expect.stringMatching(
        /\/en\/pages\/on-prem\.json blocks\.1\.items\.0: a figure written out has no checked source/,
      ),
    );
  });

  it("stop any build at a text naming a fact that does not exist", async () => {
    editJson(
      join(root, "en", "home.json"),
      (home: { blocks: { type: string; cta?: string; title: string }[] }) => {
        home.blocks.find((block) => block.type === "cta")!.title = "Answers {fact:query-speed}";
      },
    );
    expect(await buildProblems("https://www.example.com")).toEqual([
      expect.stringMatching(/home\.json blocks\.3\.title: \{fact:query-speed\} names no fact/),
    ]);
  });

  it("refuse the trust center's sample evidence in a real build, naming its file and field", async () => {
    const problems = await buildProblems(real);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /en\/trust\.json certifications\.entries\.0\.evidence\.status: a sample/,
      ),
    );
  });

  it("pass a real build once every claim is checked and every customer approved", async () => {
    makeContentReal(root);
    expect(await buildProblems(real)).toEqual([]);
  });
});

describe("a fact stated once", () => {
  it("changes on every page that states it when its one file changes", () => {
    editJson(factsFile(root, "en"), (facts: FactsContent) => {
      facts.facts["query-latency"].phrase = "in 250 milliseconds";
      facts.facts["alert-to-root-cause"].value = "< 9 min";
    });
    const home = JSON.parse(readFileSync(join(root, "en", "home.json"), "utf8")) as {
      blocks: Parameters<typeof resolveBlock>[0][];
    };
    const homeText = JSON.stringify(home.blocks.map((block) => resolveBlock(block, "en", root)));
    const pages = composedContent(composedPageFiles(["en"], { root }), root);
    const onPrem = JSON.stringify([...pages.values()].find((p) => p.name === "on-prem")!.blocks);
    const otel = JSON.stringify(
      [...pages.values()].find((p) => p.name === "opentelemetry")!.blocks,
    );
    for (const text of [homeText, onPrem]) expect(text).toContain("in 250 milliseconds (Sample)");
    for (const text of [onPrem, otel]) expect(text).toContain('"value":"< 9 min"');
    for (const text of [homeText, onPrem, otel]) expect(text).not.toMatch(/\{fact:/);
  });

  it("is said once checked without the sample mark", () => {
    const facts = readFacts(root, "de");
    const latency = facts.facts["query-latency"];
    expect(stateFacts("Antwort {fact:query-latency}.", facts)).toBe(
      `Antwort ${latency.phrase} (Beispiel).`,
    );
    latency.source = { status: "verified", source: "Benchmark", checkedOn: "2026-11-30" };
    expect(stateFacts("Antwort {fact:query-latency}.", facts)).toBe(`Antwort ${latency.phrase}.`);
  });
});
