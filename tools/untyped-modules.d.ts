// Types for the parts of untyped tools that tools/load.ts, tools/observatory-scan.ts and
// tools/first-view.ts use (the Observatory is installed on demand, see on-demand.ts; jsdom
// is the unit tests' DOM, and ships no types of its own).

declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  }
  interface Stats {
    average: number;
    p99: number;
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    throughput: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}

declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  interface Response {
    status: number;
  }
  export interface Requests {
    responses: { auto: Response | null };
    session?: { url: URL };
  }
  export function retrieve(
    hostname: string,
    options?: { httpPort?: number; httpsPort?: number },
  ): Promise<Requests>;
}

declare module "@mdn/mdn-http-observatory/src/constants.js" {
  import type { Requests } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
  export const ALL_TESTS: ((requests: Requests) => { result?: string; pass?: boolean })[];
}

declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { grade: string; score: number };
  export function getScoreModifier(expectation: string): number;
}

declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

declare module "jsdom" {
  export class VirtualConsole {
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  interface Location {
    startOffset: number;
    endOffset: number;
  }
  export class JSDOM {
    constructor(
      html: string,
      options?: { includeNodeLocations?: boolean; virtualConsole?: VirtualConsole },
    );
    readonly window: { document: Document };
    nodeLocation(node: Node): Location | null;
  }
}
