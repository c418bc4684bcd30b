import { useEffect, useRef } from "react";
import { Menu, X } from "../../components/icons/lucide";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { SearchButton } from "../../features/search/search-button";
import { ThemeSwitch } from "../../features/theme/theme-switch";
import { useCommonCopy } from "../../i18n/copy-context";
import { LanguageSwitch } from "./language-switch";
import { navItems } from "./nav-items";
import { ResourceLink, useResourceLinks } from "./resource-link";
import { usePricingPage } from "./use-pricing-page";
import { useSectionHref } from "./use-section-href";

const drawerId = "mobile-nav";
// Matches Tailwind's `xl` breakpoint, where the header's own navigation takes over.
const desktopQuery = "(min-width: 80rem)";

/**
 * The drawer of phones, tablets and small laptops (below 1280 px): a modal <dialog> that the menu button
 * opens with an invoker command, natively, so it works from the first paint, before and
 * without the app (an older browser without commands: once hydrated, through the click
 * handlers). The head script (app/inline/page-controls.ts) keeps `aria-expanded` true while
 * it is open, closes it on a click on its backdrop, and closes it when a section link is
 * chosen, before the page scrolls there. Nothing here has state: the dialog is the one
 * truth, and hydration adopts it open or closed as it finds it.
 */
export function MobileNav() {
  const sectionHref = useSectionHref();
  const { nav } = useCommonCopy();
  const drawer = useRef<HTMLDialogElement>(null);
  const pricing = usePricingPage();
  const resources = useResourceLinks();
  const closeDrawer = () => drawer.current?.close();

  useEffect(() => {
    // A drawer left open while the window grows to desktop width would keep the page inert.
    const media = window.matchMedia(desktopQuery);
    const onChange = () => media.matches && drawer.current?.close();
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);

  return (
    <div className="flex items-center gap-1 xl:hidden">
      <SearchButton />
      <Button
        variant="ghost"
        size="icon"
        aria-label={nav.openMenu}
        aria-expanded={false}
        aria-controls={drawerId}
        commandfor={drawerId}
        command="show-modal"
        // For a browser without invoker commands, once hydrated; with them, the dialog is
        // open by then and the command does nothing.
        onClick={() => drawer.current?.open || drawer.current?.showModal()}
      >
        <Icon node={Menu} className="size-6" />
      </Button>
      <dialog ref={drawer} id={drawerId} aria-labelledby={`${drawerId}-title`} className="drawer">
        <div className="flex h-full flex-col p-4">
          <div className="flex items-center justify-between">
            <h2 id={`${drawerId}-title`} className="pl-2 text-base font-semibold text-heading">
              {nav.menuTitle}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={nav.closeMenu}
              commandfor={drawerId}
              command="close"
              onClick={closeDrawer}
            >
              <Icon node={X} className="size-6" />
            </Button>
          </div>
          <SearchButton labelled onOpen={closeDrawer} className="mt-6 w-full" />
          <nav aria-label={nav.primary} className="mt-6">
            <ul className="flex flex-col gap-1">
              {navItems(nav).map((item) => (
                <li key={item.sectionId}>
                  <a
                    href={sectionHref(item.sectionId)}
                    className="block rounded-xl px-3 py-3 text-lg font-medium text-fg-soft hover:bg-raised hover:text-heading"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
              {pricing ? (
                <li>
                  <a
                    href={pricing.path}
                    className="block rounded-xl px-3 py-3 text-lg font-medium text-fg-soft hover:bg-raised hover:text-heading"
                  >
                    {nav.pricing}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
          <nav aria-labelledby={`${drawerId}-resources`} className="mt-4">
            <p
              id={`${drawerId}-resources`}
              className="mb-1 px-3 text-sm font-medium text-fg-subtle"
            >
              {nav.resources}
            </p>
            <ul className="flex flex-col">
              {resources.map((link) => (
                <li key={link.href}>
                  {/* Chosen, it closes the drawer as every link in it does (page-controls.ts). */}
                  <ResourceLink
                    link={link}
                    className="block rounded-xl px-3 py-2.5 font-medium text-fg-soft hover:bg-raised hover:text-heading"
                  />
                </li>
              ))}
            </ul>
          </nav>
          {/* The specification has this button only close the drawer, without navigating. */}
          <Button
            size="lg"
            className="mt-6 w-full"
            commandfor={drawerId}
            command="close"
            onClick={closeDrawer}
          >
            {nav.bookDemo}
          </Button>
          <div className="mt-auto space-y-6 pt-6">
            <LanguageSwitch inDrawer />
            <ThemeSwitch labelled />
          </div>
        </div>
      </dialog>
    </div>
  );
}
