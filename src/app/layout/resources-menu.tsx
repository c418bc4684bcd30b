import { useRef } from "react";
import { ChevronDown } from "../../components/icons/lucide";
import { Icon } from "../../components/ui/icon";
import { useCommonCopy } from "../../i18n/copy-context";
import { cn } from "../../lib/cn";
import { useDismissableDetails } from "../../lib/use-dismissable-details";
import { ResourceLink, useResourceLinks } from "./resource-link";

/**
 * The header's Resources menu: a native disclosure of plain links (not an ARIA menu, which
 * would ask for arrow keys a list of links does not need), open from the first paint
 * without the app, closed by it on Escape, a click elsewhere or a choice.
 */
export function ResourcesMenu({ summaryClassName }: { summaryClassName: string }) {
  const { nav } = useCommonCopy();
  const links = useResourceLinks();
  const details = useRef<HTMLDetailsElement>(null);
  useDismissableDetails(details);
  return (
    <details ref={details} className="header-menu relative">
      <summary className={cn(summaryClassName, "nav-summary inline-flex items-center gap-1.5")}>
        {nav.resources}
        <Icon node={ChevronDown} className="size-3.5 opacity-70" />
      </summary>
      <ul className="menu-list menu-popover menu-popover-start">
        {links.map((link) => (
          <li key={link.href}>
            <ResourceLink link={link} className="menu-link" />
          </li>
        ))}
      </ul>
    </details>
  );
}
