// @ts-check
// The MDN HTTP Observatory's scan, run offline against a host on given ports, printed as
// JSON. Its own scan() ignores ports, so this does what scan() does: retrieve, run every
// test, grade. Run by scripts/audit-headers.mjs in a child process, because Node reads the
// test CA from NODE_EXTRA_CA_CERTS only when it starts.
//   node scripts/lib/observatory-scan.mjs <host> <httpPort> <httpsPort>
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js";
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";

const [host = "localhost", httpPort, httpsPort] = process.argv.slice(2);

const requests = await retrieve(host, { httpPort: Number(httpPort), httpsPort: Number(httpsPort) });
if (!requests.responses.auto) throw new Error(`${host} did not answer`);

/** @type {{ name: string, result: string, pass: boolean, modifier: number }[]} */
const tests = [];
let withExtraCredit = 100;
let uncurved = 100;
for (const test of ALL_TESTS) {
  const output = test(requests);
  const modifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests.push({
    name: /** @type {{ name: string }} */ (output.constructor).name,
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
