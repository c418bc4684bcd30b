import { Menu, X } from "lucide";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { ModalDialog } from "../../components/ui/modal-dialog";
import { SearchButton } from "../../features/search/search-button";
import { ThemeSwitch } from "../../features/theme/theme-switch";
import { useCommonCopy } from "../../i18n/copy-context";
import { closeEnclosingDialog } from "../../lib/close-enclosing-dialog";
import { LanguageSwitch } from "./language-switch";
import { navItems } from "./nav-items";
import { useSectionHref } from "./use-section-href";

const drawerId = "mobile-nav";
// Matches Tailwind's `md` breakpoint, where the desktop navigation takes over.
const desktopQuery = "(min-width: 48rem)";

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const sectionHref = useSectionHref();
  const { nav } = useCommonCopy();

  useEffect(() => {
    if (!open) return;
    // A drawer left open while the window grows to desktop width would keep the page inert.
    const media = window.matchMedia(desktopQuery);
    const onChange = () => media.matches && setOpen(false);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [open]);

  return (
    <div className="flex items-center gap-1 md:hidden">
      <SearchButton />
      <Button
        variant="ghost"
        size="icon"
        aria-label={nav.openMenu}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <Icon node={Menu} className="size-6" />
      </Button>
      <ModalDialog
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${drawerId}-title`}
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none border-l border-line bg-page p-0 text-fg backdrop:bg-scrim/70 backdrop:backdrop-blur-sm"
      >
        <div className="flex h-full flex-col p-4">
          <div className="flex items-center justify-between">
            <h2 id={`${drawerId}-title`} className="pl-2 text-base font-semibold text-heading">
              {nav.menuTitle}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={nav.closeMenu}
              onClick={closeEnclosingDialog}
            >
              <Icon node={X} className="size-6" />
            </Button>
          </div>
          <SearchButton labelled onOpen={closeEnclosingDialog} className="mt-6 w-full" />
          <nav aria-label={nav.primary} className="mt-6">
            <ul className="flex flex-col gap-1">
              {navItems(nav).map((item) => (
                <li key={item.sectionId}>
                  <a
                    href={sectionHref(item.sectionId)}
                    onClick={closeEnclosingDialog}
                    className="block rounded-xl px-3 py-3 text-lg font-medium text-fg-soft hover:bg-raised hover:text-heading"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {/* The specification has this button only close the drawer, without navigating. */}
          <Button size="lg" className="mt-6 w-full" onClick={closeEnclosingDialog}>
            {nav.bookDemo}
          </Button>
          <div className="mt-auto space-y-6 pt-6">
            <LanguageSwitch inDrawer />
            <ThemeSwitch labelled />
          </div>
        </div>
      </ModalDialog>
    </div>
  );
}
