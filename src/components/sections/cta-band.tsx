import { ArrowRight } from "lucide";
import { ctaBand } from "../../content/home";
import { ButtonLink } from "../ui/button-link";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";

export function CtaBand() {
  return (
    <section aria-labelledby="cta-title" className="py-20 sm:py-24">
      <Container>
        <div className="cta-glow relative overflow-hidden rounded-3xl border border-accent/20 px-6 py-14 text-center sm:px-12 sm:py-16">
          <h2
            id="cta-title"
            className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-heading sm:text-4xl"
          >
            {ctaBand.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-fg-muted">{ctaBand.text}</p>
          <ButtonLink to="/contact" size="lg" className="mt-8">
            {ctaBand.cta}
            <Icon node={ArrowRight} className="size-4" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
