import { ChevronDown } from "../../../components/icons/lucide";
import { Icon } from "../../../components/ui/icon";
import type { BlockOf } from "../../../content/blocks-schema";
import { LandingSection } from "../../home/landing-section";

/**
 * Questions and answers as native disclosures: they open by keyboard and without a script,
 * and the browser's find-in-page opens the one holding a match. Its FAQPage JSON-LD is the
 * document's (app/document.tsx).
 */
export function FaqBlock({ block }: { block: BlockOf<"faq"> }) {
  return (
    <LandingSection id={block.anchor} heading={block}>
      <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-line bg-surface/50">
        {block.items.map((item) => (
          <details
            key={item.question}
            name={`${block.anchor}-faq`}
            className="group border-b border-line px-5 last:border-0 sm:px-6"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-heading [&::-webkit-details-marker]:hidden">
              <h3 className="text-base sm:text-lg">{item.question}</h3>
              <Icon
                node={ChevronDown}
                className="size-5 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-5 text-fg-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
