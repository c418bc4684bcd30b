import { Link } from "wouter";
import { PageHead } from "../../app/layout/page-head";
import { usePricingPage } from "../../app/layout/use-pricing-page";
import { ArrowLeft } from "../../components/icons/lucide";
import { Container } from "../../components/ui/container";
import { Icon } from "../../components/ui/icon";
import type { ContactContent } from "../../content/schema";
import { ContactForm } from "../../features/contact/components/contact-form";
import { DemoNotice } from "../../features/contact/components/demo-notice";
import { EmailCard } from "../../features/contact/components/email-card";
import { NotificationsRegion } from "../../features/contact/components/notifications-region";
import { useThemeChoice } from "../../features/theme/use-theme-choice";
import { useLocalizedPath } from "../../i18n/copy-context";
import { useArrivedEstimate } from "./use-arrived-estimate";
import { useArrivedSubject } from "./use-arrived-subject";
import { useContactSender } from "./use-contact-sender";

export default function ContactPage({ content }: { content: ContactContent }) {
  // sonner follows the system itself ("system"), or the visitor's choice.
  const theme = useThemeChoice() ?? "system";
  const localize = useLocalizedPath();
  const carried = useArrivedEstimate();
  useArrivedSubject();
  const pricing = usePricingPage();
  const send = useContactSender(carried.fields);
  const { Notice } = carried;
  const { page } = content;
  return (
    <Container className="py-12 sm:py-16">
      <PageHead page="contact" meta={content.meta} />
      <Link
        to={localize("/")}
        className="inline-flex min-h-6 items-center gap-2 text-sm font-medium text-fg-muted hover:text-heading"
      >
        <Icon node={ArrowLeft} className="size-4 rtl-flip" />
        {page.back}
      </Link>
      <div className="mt-8 max-w-2xl">
        <h1 className="text-4xl font-bold tracking-tight text-heading sm:text-5xl">{page.title}</h1>
        <p className="mt-4 text-lg text-pretty text-fg-muted">{page.intro}</p>
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <EmailCard title={page.emailTitle} text={page.emailText} />
        <div className="rounded-2xl border border-line bg-surface/50 p-6 sm:p-8">
          <h2 className="text-2xl font-semibold text-heading">{page.formTitle}</h2>
          <p className="mt-2 mb-6 text-sm text-fg-subtle">{page.formIntro}</p>
          <DemoNotice copy={page} />
          <ContactForm
            copy={content}
            send={send}
            beforeMessage={
              carried.estimate || carried.removed ? (
                <>
                  {carried.estimate && Notice ? (
                    <Notice
                      copy={content.estimate}
                      estimate={carried.estimate}
                      pricingPath={pricing?.path}
                      onRemove={carried.remove}
                    />
                  ) : null}
                  <p role="status" className="text-sm text-fg-muted empty:hidden sm:col-span-2">
                    {carried.removed ? content.estimate.removed : ""}
                  </p>
                </>
              ) : null
            }
          />
        </div>
      </div>
      {/* The one toaster of the site, inside a live region that is there from the start. */}
      <NotificationsRegion
        label={page.notifications}
        toaster={{ theme, position: "bottom-right", richColors: true, closeButton: true }}
      />
    </Container>
  );
}
