import { useEffect } from "react";
import { useLocation } from "wouter";
import { PageHead } from "../../app/layout/page-head";
import { ButtonLink } from "../../components/ui/button-link";
import { Container } from "../../components/ui/container";
import type { NotFoundContent } from "../../content/schema";
import { useLocalizedPath } from "../../i18n/copy-context";
import { NearestPagesList } from "./nearest-pages-list";

export default function NotFoundPage({ content }: { content: NotFoundContent }) {
  const [pathname] = useLocation();
  const localize = useLocalizedPath();

  useEffect(() => {
    // The specification asks for the attempted path in the console, to spot broken links.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  const { page } = content;
  return (
    <Container className="grid min-h-[60vh] grid-cols-1 place-items-center py-20 text-center">
      <PageHead page="not-found" meta={content.meta} />
      <div>
        <p className="font-mono text-sm font-semibold tracking-widest text-accent-fg">
          {page.code}
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-heading sm:text-5xl">
          {page.title}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-fg-muted">{page.text}</p>
        <NearestPagesList pathname={pathname} copy={page} />
        <ButtonLink to={localize("/")} size="lg" className="mt-6">
          {page.home}
        </ButtonLink>
      </div>
    </Container>
  );
}
