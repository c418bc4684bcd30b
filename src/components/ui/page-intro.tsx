/** A page's opening: its eyebrow, its one h1 and the intro under it (catalog, stories, trust). */
export function PageIntro({
  eyebrow,
  title,
  intro,
}: {
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold tracking-wider text-accent-fg uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-heading sm:text-5xl">
        {title}
      </h1>
      <p className="mt-5 text-lg text-pretty text-fg-muted">{intro}</p>
    </header>
  );
}
