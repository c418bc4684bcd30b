/**
 * The operator's legal facts: who runs the site, as the imprint (§ 5 DDG), the privacy
 * policy (GDPR Art. 13, APPI) and security.txt (RFC 9116) name them. Set at build time
 * through environment variables and validated like the brand's (brand-env.ts). The defaults
 * are fictitious and say so; a build for a real host (SITE_URL other than the placeholder)
 * that still has one of them stops naming the variable, so nothing placeholder goes live.
 * Runs in Node (vite.config.ts, builder/build.ts).
 */
import { brandEnvDefaults, brandEnvVariables } from "./brand-env.ts";
import { launchEnvProblems } from "./launch-env.ts";

export interface OperatorEnv {
  legalName: string;
  /** Postal address, one line per element (street, postcode and town), without the country. */
  address: string[];
  /** ISO 3166 country of the address: each page names it in its own language. */
  country: string;
  /** The German Land of the address (ISO 3166-2:DE without "DE-"): it decides the authority. */
  state: string;
  /** The competent supervisory authority's name, address lines and web page; [] = derived. */
  supervisoryAuthority: string[];
  /** "none" (no data protection officer appointed), or the officer as "Name <e-mail>"; "" = unset. */
  dpo: string;
  /**
   * Who answers for which part of the editorial content (§ 18(2) MStV): "Name: part" each,
   * part one of blog or pages; a single person may omit it (then they answer for all).
   */
  editors: string[];
  /** Who may represent the company (managing directors): the imprint names them. */
  representatives: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  email: string;
  phone: string;
  /** The data protection contact (or officer): an e-mail address. */
  privacyEmail: string;
  /** The Japanese name and address, when the operator is known there differently; "" = same. */
  jaName: string;
  jaAddress: string[];
  /** Who hosts the site: the recipient of every request's server log, and its country. */
  hostingProvider: string;
  hostingCountry: string;
  /** Who hosts the operator's e-mail: the recipient of every e-mail enquiry, and its country. */
  mailProvider: string;
  mailCountry: string;
  /** ISO 3166 country of the contact endpoint's host and the telemetry collector ("" = unset). */
  contactCountry: string;
  telemetryCountry: string;
  /** security.txt: where to report a vulnerability, and until when the file is valid. */
  securityContact: string;
  securityExpires: string;
}

export const operatorEnvDefaults: OperatorEnv = {
  legalName: "Obsero GmbH (fictitious example)",
  address: ["Musterstraße 1 (fictitious)", "10115 Berlin"],
  country: "DE",
  state: "BE",
  supervisoryAuthority: [],
  // Unset on purpose: whether an officer is appointed is the operator's to say, never a default.
  dpo: "",
  editors: ["Alex Example (fictitious): blog", "Sam Example (fictitious): pages"],
  representatives: "Alex Example, Sam Example (fictitious)",
  registerCourt: "Amtsgericht Charlottenburg (fictitious)",
  registerNumber: "HRB 000000 B",
  vatId: "DE000000000",
  email: "legal@example.com",
  phone: "+49 30 0000000",
  privacyEmail: "privacy@example.com",
  jaName: "",
  jaAddress: [],
  hostingProvider: "Example Hosting GmbH (fictitious)",
  hostingCountry: "DE",
  mailProvider: "Example Mail GmbH (fictitious)",
  mailCountry: "DE",
  contactCountry: "",
  telemetryCountry: "",
  securityContact: "mailto:security@example.com",
  // RFC 9116 asks for less than a year ahead; the build refuses a date past or further.
  securityExpires: "2027-09-30T00:00:00Z",
};

export const operatorEnvVariables = {
  legalName: "OPERATOR_LEGAL_NAME",
  address: "OPERATOR_ADDRESS",
  country: "OPERATOR_COUNTRY",
  state: "OPERATOR_STATE",
  supervisoryAuthority: "SUPERVISORY_AUTHORITY",
  dpo: "OPERATOR_DPO",
  editors: "OPERATOR_EDITORS",
  representatives: "OPERATOR_REPRESENTATIVES",
  registerCourt: "OPERATOR_REGISTER_COURT",
  registerNumber: "OPERATOR_REGISTER_NUMBER",
  vatId: "OPERATOR_VAT_ID",
  email: "OPERATOR_EMAIL",
  phone: "OPERATOR_PHONE",
  privacyEmail: "OPERATOR_PRIVACY_EMAIL",
  jaName: "OPERATOR_JA_NAME",
  jaAddress: "OPERATOR_JA_ADDRESS",
  hostingProvider: "HOSTING_PROVIDER",
  hostingCountry: "HOSTING_PROVIDER_COUNTRY",
  mailProvider: "MAIL_PROVIDER",
  mailCountry: "MAIL_PROVIDER_COUNTRY",
  contactCountry: "CONTACT_ENDPOINT_COUNTRY",
  telemetryCountry: "TELEMETRY_ENDPOINT_COUNTRY",
  securityContact: "SECURITY_CONTACT",
  securityExpires: "SECURITY_TXT_EXPIRES",
} as const satisfies Record<keyof OperatorEnv, string>;

/** Facts a live site must set itself: every one but the optional Japanese ones and countries. */
const mustBeReal: readonly (keyof OperatorEnv)[] = [
  "legalName",
  "address",
  "representatives",
  "registerCourt",
  "registerNumber",
  "vatId",
  "email",
  "phone",
  "privacyEmail",
  "editors",
  "hostingProvider",
  "mailProvider",
  "securityContact",
];

/** The parts of the site an editor can answer for (the imprint's block names each). */
export const editorialParts = ["blog", "pages"] as const;
export type EditorialPart = (typeof editorialParts)[number] | "all";

/** The editors of OPERATOR_EDITORS as names and parts; one person alone answers for all. */
export function editorsOf(lines: readonly string[]): { name: string; part: EditorialPart }[] {
  return lines.map((line) => {
    const [, name = line, part = ""] = /^(.*?):\s*([a-z]+)$/.exec(line) ?? [];
    return (editorialParts as readonly string[]).includes(part)
      ? { name: name.trim(), part: part as EditorialPart }
      : { name: line, part: "all" };
  });
}

/** The data protection officer as the policy names them, "none", or null when unset. */
export function dpoOf(value: string): { name: string; email: string } | "none" | null {
  if (value === "none") return "none";
  const [, name, email] = /^(.+?)\s*<([^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)>$/.exec(value) ?? [];
  return name && email ? { name, email } : null;
}

/** The 16 Länder (ISO 3166-2:DE): the state decides which authority supervises the operator. */
export const germanStates = "BW BY BE BB HB HH HE MV NI NW RP SL SN ST SH TH".split(" ");

const emailPattern = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;
const line = (max: number) => (v: string) =>
  v.length <= max && !/[<>]/.test(v) ? null : `must be at most ${max} characters, no < or >`;
const lines = (v: string) =>
  v
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);

const validators: Record<keyof OperatorEnv, (value: string) => string | null> = {
  legalName: line(120),
  address: (v) => (lines(v).length >= 2 ? line(200)(v) : "must be lines separated by ;"),
  country: (v) => (/^[A-Z]{2}$/.test(v) ? null : "must be an ISO 3166 code such as DE"),
  state: (v) =>
    germanStates.includes(v) ? null : `must be a German Land's code: ${germanStates.join(", ")}`,
  supervisoryAuthority: (v) =>
    lines(v).length >= 3 && /^https:\/\//.test(lines(v).at(-1) ?? "")
      ? line(300)(v)
      : "must be the name, address lines and https: page, separated by ;",
  dpo: (v) =>
    dpoOf(v) && v.length <= 200
      ? null
      : 'must be "none" or the officer as "Name <privacy@company.de>", at most 200 characters',
  editors: (v) => {
    const editors = editorsOf(lines(v));
    if (editors.length === 0) return "must name at least one person";
    const parts = editors.map((editor) => editor.part);
    if (editors.length > 1 && (parts.includes("all") || new Set(parts).size < parts.length)) {
      return `must say for each person the part they answer for, once each ("Name: blog; Name: pages")`;
    }
    return line(300)(v);
  },
  representatives: line(200),
  registerCourt: line(120),
  registerNumber: line(40),
  // Two letters of the country, then 2 to 13 digits or letters (the EU's VIES format).
  vatId: (v) =>
    /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v) ? null : "must be a VAT id such as DE123456789",
  email: (v) => (emailPattern.test(v) ? null : "must be an e-mail address"),
  phone: (v) =>
    /^\+\d[\d ()-]{5,20}$/.test(v) ? null : "must be international, as +49 30 1234567",
  privacyEmail: (v) => (emailPattern.test(v) ? null : "must be an e-mail address"),
  jaName: line(120),
  jaAddress: (v) => (lines(v).length >= 1 ? line(200)(v) : "must be lines separated by ;"),
  hostingProvider: line(200),
  hostingCountry: (v) => (/^[A-Z]{2}$/.test(v) ? null : "must be an ISO 3166 code such as DE"),
  mailProvider: line(200),
  mailCountry: (v) => (/^[A-Z]{2}$/.test(v) ? null : "must be an ISO 3166 code such as DE"),
  contactCountry: (v) =>
    /^[A-Z]{2}$/.test(v) ? null : "must be an ISO 3166 code such as DE or US",
  telemetryCountry: (v) => (/^[A-Z]{2}$/.test(v) ? null : "must be an ISO 3166 code such as DE"),
  securityContact: (v) =>
    /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v) ? null : "must be a mailto: or https: URI",
  securityExpires: (v) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(v) && !Number.isNaN(Date.parse(v))
      ? null
      : "must be an RFC 3339 UTC time such as 2027-06-30T00:00:00Z",
};

export class OperatorEnvError extends Error {
  override name = "OperatorEnvError";
}

const dayMs = 86_400_000;

/** Why security.txt's Expires cannot be published `now`, or null (RFC 9116 § 2.5.5). */
export function expiresProblem(expires: string, now: Date): string | null {
  const left = Date.parse(expires) - now.getTime();
  if (left <= 0) return `is past (${expires}): security.txt would tell researchers it is stale`;
  if (left > 365 * dayMs) return `is more than a year ahead (${expires}); RFC 9116 asks for less`;
  return null;
}

/**
 * Reads overrides from `env`, trims them, ignores empty ones and validates the result. With
 * a real SITE_URL, every fictitious default left, a country not given for a configured
 * contact or telemetry endpoint, and each launch guard's refusal (launch-env.ts) is a problem. Throws an OperatorEnvError listing them all.
 */
export function resolveOperatorEnv(
  env: Record<string, string | undefined>,
  now: Date = new Date(),
): OperatorEnv {
  const resolved: OperatorEnv = { ...operatorEnvDefaults };
  const problems: string[] = [];
  for (const key of Object.keys(operatorEnvVariables) as (keyof OperatorEnv)[]) {
    const variable = operatorEnvVariables[key];
    const raw = env[variable]?.trim();
    if (!raw) continue;
    const problem = validators[key](raw);
    if (problem) problems.push(`${variable}=${JSON.stringify(raw)} ${problem}`);
    else if (key === "address" || key === "jaAddress") resolved[key] = lines(raw);
    else if (key === "supervisoryAuthority" || key === "editors") resolved[key] = lines(raw);
    else resolved[key] = raw;
  }
  if (resolved.country !== "DE" && resolved.supervisoryAuthority.length === 0) {
    problems.push(
      `${operatorEnvVariables.supervisoryAuthority} is not set: the authority is derived only for an operator in Germany (OPERATOR_COUNTRY=${resolved.country})`,
    );
  }
  const expires = expiresProblem(resolved.securityExpires, now);
  if (expires) problems.push(`${operatorEnvVariables.securityExpires} ${expires}`);

  const siteUrl = env[brandEnvVariables.siteUrl]?.trim().replace(/\/+$/, "");
  if (siteUrl && siteUrl !== brandEnvDefaults.siteUrl) {
    for (const key of mustBeReal) {
      if (JSON.stringify(resolved[key]) !== JSON.stringify(operatorEnvDefaults[key])) continue;
      problems.push(
        `${operatorEnvVariables[key]} is still the fictitious default; a build for ${siteUrl} needs the real one`,
      );
    }
    if (!resolved.dpo) {
      problems.push(
        `${operatorEnvVariables.dpo} is not set: the privacy policy must say whether a data protection officer is appointed ("none" or "Name <e-mail>")`,
      );
    }
    const endpoints = [
      ["CONTACT_ENDPOINT", "contactCountry"],
      ["OTEL_EXPORTER_OTLP_LOGS_ENDPOINT", "telemetryCountry"],
      ["OTEL_EXPORTER_OTLP_ENDPOINT", "telemetryCountry"],
    ] as const;
    const missing = new Set<string>();
    for (const [endpoint, key] of endpoints) {
      if (!env[endpoint]?.trim() || resolved[key] || missing.has(key)) continue;
      missing.add(key);
      problems.push(
        `${operatorEnvVariables[key]} is not set: the privacy policy must say where ${endpoint}'s host is`,
      );
    }
    // The form, the video and the social links: placeholders no visitor may meet either.
    problems.push(...launchEnvProblems(env));
  }
  if (problems.length > 0) {
    throw new OperatorEnvError(`Invalid operator configuration:\n  ${problems.join("\n  ")}`);
  }
  return resolved;
}
