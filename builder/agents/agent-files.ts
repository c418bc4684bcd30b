// The build step that makes the site readable by AI assistants: a Markdown twin beside
// every page's index.html and an llms.txt per locale, from the validated content. Runs after
// the prerender, whose HTML it checks the twins against, and before compression.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { BlogPostContent } from "../../src/content/blog.ts";
import type { LocaleContent } from "../../src/content/schema.ts";
import { absoluteUrl, llmsTxtPath, markdownTwinPath } from "../../src/features/seo/seo-config.ts";
import { locales as localeNames, type Locale } from "../../src/i18n/locales.ts";
import { isBlogPage } from "../../src/site-pages.ts";
import { contentOfPage, type BuiltPage } from "../pages.ts";
import { tagAttributes } from "../sitemap.ts";
import { missingHeadings } from "./heading-check.ts";
import { writeLlmsTxt, type LlmsLink } from "./llms-txt.ts";
import { renderTwin, type SiteFacts } from "./page-twins.ts";

type LlmsMeta = { title: string; description: string };

async function write(clientDir: string, path: string, text: string) {
  await mkdir(dirname(join(clientDir, path)), { recursive: true });
  await writeFile(join(clientDir, path), text);
}

/** What a page's head must say so that agents find its twin and its llms.txt. */
function discoveryProblems(html: string, twinUrl: string, llmsUrl: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  const links = tagAttributes(head, "link");
  const has = (match: (link: Record<string, string>) => boolean) => links.some(match);
  return [
    !has((l) => l.rel === "alternate" && l.type === "text/markdown" && l.href === twinUrl) &&
      `no <link rel="alternate" type="text/markdown" href="${twinUrl}">`,
    !has((l) => l.rel === "describedby" && l.href === llmsUrl) &&
      `no <link rel="describedby" href="${llmsUrl}">`,
  ].filter((problem): problem is string => !!problem);
}

export interface AgentFiles {
  /** Each twin written: its address, and its size beside its page's HTML. */
  twins: { path: string; bytes: number; htmlBytes: number }[];
  llms: string[];
}

/**
 * Writes every page's Markdown twin and each locale's llms.txt. Stops the build, naming the
 * page, when a page has no twin, when a heading of its HTML is not in its twin, or when its
 * head does not link both.
 */
export async function writeAgentFiles(options: {
  clientDir: string;
  pages: readonly BuiltPage[];
  content: Record<Locale, LocaleContent>;
  site: SiteFacts;
  /** A blog page's data (what its page was rendered from) and a post's own Markdown. */
  blog: {
    contentOf(page: BuiltPage): unknown;
    markdownOf(page: BuiltPage): Promise<string | undefined>;
  };
}): Promise<AgentFiles> {
  const { clientDir, pages, content, site, blog } = options;
  const url = (path: string) => absoluteUrl(site.url, path);
  // A page kept from search engines (noindex) is kept from agents' indexes too: a composed
  // page that asks, a release shown in English where its translation is missing.
  const served = pages.filter(
    (page) =>
      page.status === 200 &&
      !page.composed?.noindex &&
      page.changelog?.release?.translated !== false,
  );
  const problems: string[] = [];
  const twins: AgentFiles["twins"] = [];

  for (const page of served) {
    const copy = content[page.locale];
    const markdown = renderTwin(page.id, {
      locale: page.locale,
      path: page.path,
      // Typed by the page id, as the prerender pairs them.
      content: contentOfPage(page, copy, blog.contentOf) as never,
      body: (await blog.markdownOf(page)) ?? page.changelog?.release?.markdown,
      common: copy.common,
      site,
      alternates: served.filter(
        (other) =>
          other.id === page.id &&
          other.composed?.name === page.composed?.name &&
          other.stories?.story?.id === page.stories?.story?.id &&
          other.changelog?.release?.version === page.changelog?.release?.version,
      ),
    });
    if (markdown === undefined) {
      problems.push(`${page.path}: no Markdown twin (add one to builder/agents/page-twins.ts)`);
      continue;
    }
    const path = markdownTwinPath(page.path);
    await write(clientDir, path, markdown);
    const html = await readFile(join(clientDir, page.file), "utf8");
    for (const heading of missingHeadings(html, markdown)) {
      problems.push(`${page.path}: the heading "${heading}" is not in ${path}`);
    }
    for (const problem of discoveryProblems(html, url(path), url(llmsTxtPath(page.locale)))) {
      problems.push(`${page.path}: ${problem}`);
    }
    twins.push({ path, bytes: Buffer.byteLength(markdown), htmlBytes: Buffer.byteLength(html) });
  }
  if (problems.length > 0) {
    throw new Error(`The Markdown twins do not match their pages:\n  ${problems.join("\n  ")}`);
  }

  const builtLocales = [...new Set(served.map((page) => page.locale))];
  const llms: string[] = [];
  for (const locale of builtLocales) {
    const copy = content[locale];
    // The site's pages, the blog's first page and each post: tag pages and later pages of
    // the blog only list what these link to.
    const pageLink = (page: BuiltPage): LlmsLink | undefined => {
      const link = (name: string, notes: string) => ({
        name,
        url: url(markdownTwinPath(page.path)),
        notes,
      });
      if (page.composed) return link(page.composed.head.title, page.composed.head.description);
      if (!isBlogPage(page.id)) {
        const { meta } = contentOfPage(page, copy, blog.contentOf) as { meta: LlmsMeta };
        return link(meta.title, meta.description);
      }
      if (page.blog?.kind === "post") {
        const { post } = blog.contentOf(page) as BlogPostContent;
        return link(post.title, post.description);
      }
      if (page.blog?.kind === "index" && page.blog.page === 1) {
        return link(copy.blog.meta.title, copy.blog.meta.description);
      }
      return undefined;
    };
    const others = builtLocales.filter((other) => other !== locale);
    const path = llmsTxtPath(locale);
    await write(
      clientDir,
      path,
      writeLlmsTxt({
        title: site.name,
        summary: copy.home.meta.description,
        details: [copy.agents.llms.markdownNote, `${copy.contact.page.emailTitle}: ${site.email}`],
        sections: [
          {
            heading: copy.agents.llms.pages,
            links: served
              .filter((page) => page.locale === locale)
              .map(pageLink)
              .filter((link) => link !== undefined),
          },
          ...(others.length === 0
            ? []
            : [
                {
                  heading: "Optional",
                  links: others.map((other) => ({
                    name: localeNames[other].name,
                    url: url(llmsTxtPath(other)),
                    notes: content[other].home.meta.description,
                  })),
                },
              ]),
        ],
      }),
    );
    llms.push(path);
  }
  return { twins, llms };
}
