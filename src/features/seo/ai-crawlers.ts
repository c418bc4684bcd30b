/**
 * Whether AI systems may use the site, set at build time, written into robots.txt (a group
 * per kind of crawler) and sent with every response as the `Content-Usage` header:
 *
 * - `SITE_AI_SEARCH` (`allow`, the default, or `disallow`): AI assistants that read pages to
 *   answer a question and cite them (ChatGPT search, Claude, Perplexity and the like).
 * - `SITE_AI_TRAINING` (`allow` or `disallow`, the default): crawlers that collect pages to
 *   train AI models.
 *
 * Search engines are always welcome; a search engine's own AI answers (Google's AI
 * Overviews) come from its search crawler and cannot be refused without leaving search.
 * Runs in Node, so a bad value stops the build naming the variable.
 */

export interface AiCrawlerPolicy {
  /** May AI assistants use the pages to answer questions? */
  search: boolean;
  /** May AI models be trained on them? */
  training: boolean;
}

export const aiPolicyDefaults: AiCrawlerPolicy = { search: true, training: false };

export const aiPolicyVariables = {
  search: "SITE_AI_SEARCH",
  training: "SITE_AI_TRAINING",
} as const satisfies Record<keyof AiCrawlerPolicy, string>;

/**
 * The user agents (robots.txt product tokens) of each kind, as their operators document
 * them. A new crawler is one line here.
 */
export const aiCrawlers: Record<keyof AiCrawlerPolicy, readonly string[]> = {
  // Fetch pages for an AI search index or when a person asks an assistant about them.
  search: [
    "OAI-SearchBot",
    "ChatGPT-User",
    "Claude-SearchBot",
    "Claude-User",
    "PerplexityBot",
    "Perplexity-User",
    "DuckAssistBot",
  ],
  // Collect training data, or (Google-Extended, Applebot-Extended) decide whether what the
  // search crawler fetched may train models.
  training: [
    "GPTBot",
    "ClaudeBot",
    "Google-Extended",
    "Applebot-Extended",
    "CCBot",
    "meta-externalagent",
    "Bytespider",
  ],
};

export class AiPolicyEnvError extends Error {
  override name = "AiPolicyEnvError";
}

/** The policy from the environment; empty values keep the defaults. */
export function resolveAiPolicy(env: Record<string, string | undefined>): AiCrawlerPolicy {
  const policy = { ...aiPolicyDefaults };
  const problems: string[] = [];
  for (const key of Object.keys(aiPolicyVariables) as (keyof AiCrawlerPolicy)[]) {
    const variable = aiPolicyVariables[key];
    const raw = env[variable]?.trim() ?? "";
    const value = raw.toLowerCase();
    if (value === "allow" || value === "disallow") policy[key] = value === "allow";
    else if (raw) problems.push(`${variable}=${JSON.stringify(raw)} must be allow or disallow`);
  }
  if (problems.length > 0) {
    throw new AiPolicyEnvError(`Invalid AI crawler policy:\n  ${problems.join("\n  ")}`);
  }
  return policy;
}

/**
 * The IETF AI-preferences statement (draft-ietf-aipref-vocab, attached as a response header
 * by draft-ietf-aipref-attach): search always, training by the policy. A header rather than a
 * robots.txt line, which crawlers that do not know it (and Lighthouse's audit) call invalid.
 * The reservation of text and data mining EU law asks to be machine-readable (DSM Art. 4(3)).
 */
export function contentUsage(policy: AiCrawlerPolicy): string {
  return `search=y, train-ai=${policy.training ? "y" : "n"}`;
}
