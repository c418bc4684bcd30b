import { Mail } from "lucide";
import { siteConfig } from "../../config/site";
import { footer } from "../../content/footer";
import { SocialIcon } from "../icons/social-icon";
import { Container } from "../ui/container";
import { Icon } from "../ui/icon";
import { BrandLogo } from "./brand-logo";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-950">
      <Container className="grid gap-8 py-12 md:grid-cols-[1fr_auto] md:items-start">
        <div className="space-y-3">
          <BrandLogo asLink={false} />
          <p className="max-w-sm text-sm text-slate-400">{footer.tagline}</p>
          <a
            href={`mailto:${siteConfig.email}`}
            className="inline-flex min-h-6 items-center gap-2 text-sm font-medium text-slate-200 underline-offset-4 hover:text-white hover:underline"
          >
            <Icon node={Mail} className="size-4 text-cyan-300" />
            {siteConfig.email}
          </a>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-200">{footer.socialLabel}</h2>
          <ul className="mt-3 flex gap-2">
            {siteConfig.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${siteConfig.name} on ${link.label} ${footer.newTab}`}
                  className="grid size-11 place-items-center rounded-full border border-slate-700 text-slate-300 transition-colors hover:border-slate-500 hover:text-white motion-reduce:transition-none"
                >
                  <SocialIcon network={link.network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <Container className="border-t border-slate-800/80 py-6">
        <p className="text-sm text-slate-400">
          © {siteConfig.copyrightYear} {siteConfig.name}. {footer.rights}
        </p>
      </Container>
    </footer>
  );
}
