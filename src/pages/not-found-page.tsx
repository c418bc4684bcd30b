import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../components/ui/button-link";
import { Container } from "../components/ui/container";
import { notFoundMeta, notFoundPage } from "../content/not-found";
import { PageMeta } from "../features/seo/page-meta";

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // The specification asks for the attempted path in the console, to spot broken links.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <Container className="grid min-h-[60vh] place-items-center py-20 text-center">
      <PageMeta meta={notFoundMeta} />
      <div>
        <p className="font-mono text-sm font-semibold tracking-widest text-accent-fg">
          {notFoundPage.code}
        </p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-heading sm:text-5xl">
          {notFoundPage.title}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-fg-muted">{notFoundPage.text}</p>
        <ButtonLink to="/" size="lg" className="mt-10">
          {notFoundPage.home}
        </ButtonLink>
      </div>
    </Container>
  );
}
