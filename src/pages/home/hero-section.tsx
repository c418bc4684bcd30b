import { ArrowRight } from "../../components/icons/lucide";
import { ButtonLink } from "../../components/ui/button-link";
import { buttonClassName } from "../../components/ui/button-styles";
import { Container } from "../../components/ui/container";
import { Icon } from "../../components/ui/icon";
import type { BlockOf } from "../../content/blocks-schema";
import { useLocalizedPath } from "../../i18n/copy-context";
import { VideoFacade } from "./video-facade";

type HeroCopy = Omit<BlockOf<"hero">, "type" | "video"> &
  Partial<NonNullable<BlockOf<"hero">["video"]>>;

interface HeroSectionProps {
  /** Without the second button's text, no second button; without the video's, no video. */
  content: HeroCopy;
  /** Where the second button leads: the page's features block (the build requires one). */
  secondaryHref?: string;
}

export function HeroSection({ content, secondaryHref }: HeroSectionProps) {
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="hero-title" className="hero-glow relative overflow-hidden">
      <Container className="pt-16 pb-20 sm:pt-24 lg:pb-28">
        {/* Drawn once parsed to its end marker (app.css): a parser that yields on a busy
            phone painted the centred buttons half-built, and then moved them. */}
        <div data-drawn-whole="" className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent/30 bg-accent/10 px-3 py-1 text-sm font-medium text-link">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
            {content.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-pretty text-heading sm:text-5xl sm:text-balance lg:text-6xl"
          >
            {content.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-balance text-fg-muted sm:text-xl">
            {content.subtitle}
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to={localize("/contact")} size="lg">
              {content.cta}
              <Icon node={ArrowRight} className="size-4 rtl-flip" />
            </ButtonLink>
            {content.secondaryCta && secondaryHref && (
              <a
                href={secondaryHref}
                className={buttonClassName({ variant: "secondary", size: "lg" })}
              >
                {content.secondaryCta}
              </a>
            )}
          </div>
          <span hidden data-parsed-end="" />
        </div>
        {content.playVideo && content.videoTitle && (
          <div className="mx-auto mt-16 max-w-5xl">
            <VideoFacade playLabel={content.playVideo} frameTitle={content.videoTitle} />
          </div>
        )}
      </Container>
    </section>
  );
}
