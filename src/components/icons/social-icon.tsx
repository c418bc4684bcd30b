import type { SocialNetwork } from "../../config/social-links";
import { Icon, type IconNode } from "../ui/icon";

// Outline glyphs on the same 24px, 2px-stroke grid as the rest of the icon set (Lucide 0.x
// shapes, ISC licence); Lucide 1.x dropped brand icons.
const glyphs: Record<SocialNetwork, IconNode> = {
  linkedin: [
    ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" }],
    ["rect", { width: "4", height: "12", x: "2", y: "9" }],
    ["circle", { cx: "4", cy: "4", r: "2" }],
  ],
  instagram: [
    ["rect", { width: "20", height: "20", x: "2", y: "2", rx: "5", ry: "5" }],
    ["path", { d: "M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" }],
    ["path", { d: "M17.5 6.5h.01" }],
  ],
  youtube: [
    [
      "path",
      {
        d: "M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17",
      },
    ],
    ["path", { d: "m10 15 5-3-5-3z" }],
  ],
};

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <Icon node={glyphs[network]} className={className} />;
}
