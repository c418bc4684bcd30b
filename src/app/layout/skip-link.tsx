import { useCommonCopy } from "../../i18n/copy-context";

export function SkipLink() {
  const { nav } = useCommonCopy();
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-full bg-accent px-4 py-2 font-semibold text-on-accent focus-visible:translate-y-0"
    >
      {nav.skipLink}
    </a>
  );
}
