// The MDN HTTP Observatory's scan, run offline against a host on given ports, printed as
// JSON. Its own scan() ignores ports, so this does what scan() does: retrieve, run every
// test, grade. Run by tools/audit-headers.ts in a child process, because Node reads the
// test CA from NODE_EXTRA_CA_CERTS only when it starts.
//   tsx tools/observatory-scan.ts <observatory folder> <host> <httpPort> <httpsPort>
import type * as Constants from "@mdn/mdn-http-observatory/src/constants.js";
import type * as Charts from "@mdn/mdn-http-observatory/src/grader/charts.js";
import type * as Grader from "@mdn/mdn-http-observatory/src/grader/grader.js";
import type * as Retriever from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { importFrom } from "./on-demand.ts";

const [folder = "", host = "localhost", httpPort, httpsPort] = process.argv.slice(2);
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await importFrom<typeof Charts>(
  folder,
  "src/grader/charts.js",
);
const { ALL_TESTS } = await importFrom<typeof Constants>(folder, "src/constants.js");
const { getGradeForScore, getScoreModifier } = await importFrom<typeof Grader>(
  folder,
  "src/grader/grader.js",
);
const { retrieve } = await importFrom<typeof Retriever>(folder, "src/retriever/retriever.js");

const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) throw new Error(`${host} did not answer`);

const tests: { name: string; result: string; pass: boolean; modifier: number }[] = [];
let withExtraCredit = 100;
let uncurved = 100;
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests.push({
    name: (output.constructor as { name: string }).name,
    result: String(output.result),
    pass: Boolean(output.pass),
    modifier,
  });
}
// As the Observatory does: bonus points count only for a site that already has an A.
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.info(
  JSON.stringify({
    grade,
    score,
    status: requests.responses.auto.status,
    url: requests.session?.url.href,
    tests,
  }),
);
