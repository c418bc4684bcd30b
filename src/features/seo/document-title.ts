/** The brand leads on a home page and trails everywhere else. */
export function documentTitle(title: string, brand: string, isHome: boolean): string {
  return isHome ? `${brand} | ${title}` : `${title} | ${brand}`;
}
