// `npm run check:content`: checks every content file of every locale the build makes, as the
// build does, without building: the file, line and key of each problem, and the list of
// translations older than their English text. Exits non-zero on a problem.
import { buildLocales } from "../pages.ts";
import { ContentError, loadContent } from "./load-content.ts";
import { describeStale, staleTranslations } from "./stale-translations.ts";

try {
  const locales = buildLocales();
  const { sources } = await loadContent(locales);
  const stale = await staleTranslations(sources);
  if (stale.length > 0) console.warn(describeStale(stale));
  console.info(`Content of ${locales.join(", ")}: ${sources.length} files, all valid.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
