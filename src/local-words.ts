import { storyIndexDefault, storyIndexWords } from "./content/stories.ts";
import { locales, type Locale } from "./i18n/locales.ts";
import { localizedPath } from "./i18n/paths.ts";
import { pageKinds, type PageKind } from "./site-pages.ts";

/** An address a language words its own way, and the default locale's word in that language. */
export interface LocalWord {
  /** `/de/impressum`, and every page below it. */
  word: string;
  /** `/de/imprint`: where a visitor, a link or the editor's preview may come from. */
  defaultWord: string;
}

/**
 * Every address that is another word in a language (a kind's `localPaths`, the stories'
 * `/de/kunden`), with the default locale's word under that language's prefix. The servers
 * redirect the one to the other (server/route-table.ts), so `/de/imprint` and
 * `/de/customers/acme` lead to the page, as the editor's preview links do (it has one
 * template for all languages).
 */
export function localWords(): LocalWord[] {
  const words: LocalWord[] = [];
  for (const locale of Object.keys(locales) as Locale[]) {
    for (const kind of Object.values(pageKinds) as PageKind[]) {
      const own = kind.localPaths?.[locale];
      if (own && kind.path) {
        words.push({
          word: localizedPath(locale, own),
          defaultWord: localizedPath(locale, kind.path),
        });
      }
    }
    const storyWord = storyIndexWords[locale];
    if (storyWord) {
      words.push({
        word: localizedPath(locale, storyWord),
        defaultWord: localizedPath(locale, storyIndexDefault),
      });
    }
  }
  return words;
}
