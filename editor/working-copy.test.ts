import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { contentFiles } from "../src/content/schema";
import { workingCopy } from "./working-copy";

async function copy() {
  const root = await mkdtemp(join(tmpdir(), "working-copy-"));
  await cp("content", join(root, "content"), { recursive: true });
  return workingCopy({ root, locales: ["en", "de", "ja"], entryFolders: ["blog", "pages"] });
}

/** A file's text with one key's value changed, written as the editor does: indented. */
async function edited(root: string, path: string, from: string, to: string) {
  const text = await readFile(join(root, path), "utf8");
  return JSON.stringify(JSON.parse(text.replace(from, to)), null, 2);
}

describe("workingCopy", () => {
  it("lists the content files of the built locales, and only those may be written", async () => {
    const files = await copy();
    const paths = (await files.list()).map((file) => file.path);
    expect(paths).toContain("content/de/home.json");
    // Every content file of each of the three locales.
    const json = paths.filter((path) => /^content\/[a-z]{2}\/[\w-]+\.json$/.test(path));
    expect(json).toHaveLength(3 * Object.keys(contentFiles).length);
    expect(files.editable("content/de/blog/first-post.md")).toBe(true);
    expect(files.editable("content/de/pages/kubernetes.json")).toBe(true);
    expect(paths).toContain("content/de/pages/opentelemetry.json");
    for (const path of [
      "content/fr/home.json",
      "content/de/other.json",
      "content/de/../../package.json",
      "/etc/passwd",
      "src/content/schema.ts",
      "content/de/blog/../home.md",
    ]) {
      expect(files.editable(path), path).toBe(false);
    }
  });

  it("saves a change formatted as the repository's formatter writes it", async () => {
    const files = await copy();
    const path = "content/de/home.json";
    const before = (await files.read(path))!;
    const text = await edited(files.root, path, "Mit generativer KI", "Generative KI");
    const saved = await files.save(path, text, before.sha);
    const lines = (a: string) => a.split("\n");
    const changed = lines(saved.text).filter((line, index) => line !== lines(before.text)[index]);
    expect(changed).toEqual(['          "title": "Generative KI",']);
    expect(await readFile(join(files.root, path), "utf8")).toBe(saved.text);
  });

  it("refuses what the build refuses, with its file, line and key, and keeps the file", async () => {
    const files = await copy();
    const path = "content/de/home.json";
    const before = (await files.read(path))!;
    const text = await edited(files.root, path, "Mit generativer KI", "x".repeat(41));
    await expect(files.save(path, text, before.sha)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(
        /content\/de\/home\.json:\d+ blocks\.2\.items\.4\.title: At most 40/,
      ),
    });
    expect(await readFile(join(files.root, path), "utf8")).toBe(before.text);
  });

  it("saves a post the post check accepts, and refuses a broken date with its line and field", async () => {
    const files = await copy();
    const path = "content/de/blog/ingesting-opentelemetry-at-scale.md";
    const before = (await files.read(path))!;
    const retitled = before.text.replace(/^title: .*$/m, "title: Ein neuer Titel");
    const saved = await files.save(path, retitled, before.sha);
    expect(saved.text).toContain("title: Ein neuer Titel\n");
    const broken = saved.text.replace(/^date: .*$/m, "date: 2026-02-30");
    await expect(files.save(path, broken, saved.sha)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(
        /blog\/ingesting-opentelemetry-at-scale\.md:\d+ date: This date does not exist/,
      ),
    });
    expect(await readFile(join(files.root, path), "utf8")).toBe(saved.text);
  });

  it("saves an uploaded image as its bytes, lists it back, and refuses what is not an image", async () => {
    const files = await copy();
    const png = await sharp({
      create: { width: 4, height: 3, channels: 3, background: "#0a7ea4" },
    })
      .png()
      .toBuffer();
    const path = "content/media/blog/chart.png";
    const saved = await files.saveMedia(path, png, null);
    expect(await readFile(join(files.root, path))).toEqual(png);
    const listed = (await files.list()).find((file) => file.path === path);
    expect(listed).toMatchObject({ encoding: "base64", sha: saved.sha });
    expect(Buffer.from(listed!.text, "base64")).toEqual(png);
    await expect(
      files.saveMedia("content/media/blog/notes.png", Buffer.from("not a picture"), null),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/not an image/) });
    await expect(files.saveMedia("content/en/home.json", png, null)).rejects.toMatchObject({
      status: 403,
    });
    await expect(files.save(path, "text", saved.sha)).rejects.toMatchObject({ status: 403 });
  });

  it("refuses to overwrite a change made on disk since the editor read the file", async () => {
    const files = await copy();
    const path = "content/en/not-found.json";
    const before = (await files.read(path))!;
    const byHand = before.text.replace("Oops!", "Sorry!");
    await writeFile(join(files.root, path), byHand);
    await expect(files.save(path, before.text, before.sha)).rejects.toMatchObject({ status: 409 });
    expect(await readFile(join(files.root, path), "utf8")).toBe(byHand);
    await expect(files.save("package.json", "{}", null)).rejects.toMatchObject({ status: 403 });
  });

  it("saves a new page from three blocks the page check accepts, and refuses what it refuses", async () => {
    const files = await copy();
    const page = {
      path: "/kubernetes-beobachten",
      head: {
        title: "Kubernetes beobachten",
        description: "Cluster, Pods und Dienste in einem Blick, mit Ursachen in Minuten.",
        cardTitle: "Kubernetes beobachten",
        cardText: "Ursachen in Minuten, on-prem oder in der Cloud.",
      },
      noindex: false,
      inFooter: false,
      blocks: [
        {
          type: "hero",
          eyebrow: "Kubernetes",
          title: "Jeder Pod, jede Ursache",
          subtitle: "Sehen Sie, warum ein Dienst langsam wird, bevor es Ihre Kunden tun.",
          cta: "Demo buchen",
        },
        { type: "rich-text", markdown: "## Warum jetzt\n\nWeil **jede Minute** zählt." },
        { type: "cta", title: "Bereit?", text: "Sprechen Sie mit uns.", button: "Kontakt" },
      ],
    };
    const path = "content/de/pages/kubernetes.json";
    const saved = await files.save(path, JSON.stringify(page), null);
    expect(JSON.parse(saved.text)).toEqual(page);
    expect(await readFile(join(files.root, path), "utf8")).toBe(saved.text);

    const taken = JSON.stringify({ ...page, path: "/blog" });
    await expect(files.save(path, taken, saved.sha)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/content\/de\/pages\/kubernetes\.json:\d+ path: .*taken/),
    });
    const unknown = JSON.stringify({ ...page, blocks: [...page.blocks, { type: "carousel" }] });
    await expect(files.save(path, unknown, saved.sha)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/blocks\.3\.type: "carousel" is not a block/),
    });
    expect(await readFile(join(files.root, path), "utf8")).toBe(saved.text);
  });

  it("saves a price, a plan and a sizing rule as the build's pricing checks accept them", async () => {
    const files = await copy();
    const path = "content/ja/pages/pricing.json";
    const before = (await files.read(path))!;
    type Priced = {
      type: string;
      prices: {
        cloud: { logsPerGb: number };
        onPrem: { sizing: { ingestPerVcpu: { value: number } } };
      };
      plans: { price: string }[];
    };
    /** The page with one change to its plans or its calculator. */
    const changed = (change: (calculator: Priced, plans: Priced) => void) => {
      const page = JSON.parse(before.text) as { blocks: Priced[] };
      const find = (type: string) => page.blocks.find((block) => block.type === type)!;
      change(find("calculator"), find("plans"));
      return JSON.stringify(page);
    };
    const refused = (message: RegExp) => ({ status: 422, message: expect.stringMatching(message) });

    const saved = await files.save(
      path,
      changed((calculator) => {
        calculator.prices.cloud.logsPerGb = 48;
        calculator.prices.onPrem.sizing.ingestPerVcpu.value = 60;
      }),
      before.sha,
    );
    expect(saved.text).toContain('"logsPerGb": 48,');
    expect(saved.text).toContain('"value": 60,');
    await expect(
      files.save(
        path,
        changed((c) => (c.prices.cloud.logsPerGb = 45.5)),
        saved.sha,
      ),
    ).rejects.toMatchObject(refused(/prices\.cloud\.logsPerGb: 45\.5 yen: a yen price is a whole/));
    await expect(
      files.save(
        path,
        changed((c) => (c.prices.onPrem.sizing.ingestPerVcpu.value = 0)),
        saved.sha,
      ),
    ).rejects.toMatchObject(refused(/sizing\.ingestPerVcpu\.value: More than 0/));
    await expect(
      files.save(
        path,
        changed((_, plans) => (plans.plans[0]!.price = "45 円から")),
        saved.sha,
      ),
    ).rejects.toMatchObject(refused(/plans\.0\.price: add \{price\} to the price line/));
    // A build for a real address refuses sample prices, and so does a save for it.
    vi.stubEnv("SITE_URL", "https://www.example-observability.com");
    try {
      await expect(files.save(path, saved.text, saved.sha)).rejects.toMatchObject(
        refused(/prices\.status\.status: sample prices/),
      );
    } finally {
      vi.unstubAllEnvs();
    }
    expect(await readFile(join(files.root, path), "utf8")).toBe(saved.text);
  });
});
