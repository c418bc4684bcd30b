import { ArrowRight } from "../../components/icons/lucide";
import { ButtonLink } from "../../components/ui/button-link";
import { Container } from "../../components/ui/container";
import { Icon } from "../../components/ui/icon";
import type { BlockOf } from "../../content/blocks-schema";
import { useLocalizedPath } from "../../i18n/copy-context";

export function CtaBand({ content }: { content: Omit<BlockOf<"cta">, "type"> }) {
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <Container>
        <div className="cta-glow relative overflow-hidden rounded-3xl border border-accent/20 px-6 py-14 text-center sm:px-12 sm:py-16">
          <h2
            id="cta-title"
            className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-heading sm:text-4xl"
          >
            {content.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-fg-muted">{content.text}</p>
          <ButtonLink to={localize("/contact")} size="lg" className="mt-8">
            {content.button}
            <Icon node={ArrowRight} className="size-4 rtl-flip" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
