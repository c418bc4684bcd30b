// The icons the site shows, each from its own module. Lucide's index re-exports its 2,000
// icons: importing from it made every build and every test file that renders an icon load
// and parse all of them to use two dozen (a third of the client build's time). The types are
// in src/lucide-icons.d.ts; an icon's name is its file's in lucide.dev/icons.
export { default as Activity } from "lucide/dist/esm/icons/activity.mjs";
export { default as ArrowLeft } from "lucide/dist/esm/icons/arrow-left.mjs";
export { default as ArrowRight } from "lucide/dist/esm/icons/arrow-right.mjs";
export { default as ArrowUpRight } from "lucide/dist/esm/icons/arrow-up-right.mjs";
export { default as Blocks } from "lucide/dist/esm/icons/blocks.mjs";
export { default as Check } from "lucide/dist/esm/icons/check.mjs";
export { default as ChevronDown } from "lucide/dist/esm/icons/chevron-down.mjs";
export { default as Cloud } from "lucide/dist/esm/icons/cloud.mjs";
export { default as Database } from "lucide/dist/esm/icons/database.mjs";
export { default as ExternalLink } from "lucide/dist/esm/icons/external-link.mjs";
export { default as Languages } from "lucide/dist/esm/icons/languages.mjs";
export { default as Link2 } from "lucide/dist/esm/icons/link-2.mjs";
export { default as Mail } from "lucide/dist/esm/icons/mail.mjs";
export { default as Menu } from "lucide/dist/esm/icons/menu.mjs";
export { default as Monitor } from "lucide/dist/esm/icons/monitor.mjs";
export { default as Moon } from "lucide/dist/esm/icons/moon.mjs";
export { default as Play } from "lucide/dist/esm/icons/play.mjs";
export { default as Rocket } from "lucide/dist/esm/icons/rocket.mjs";
export { default as RotateCw } from "lucide/dist/esm/icons/rotate-cw.mjs";
export { default as Rss } from "lucide/dist/esm/icons/rss.mjs";
export { default as Search } from "lucide/dist/esm/icons/search.mjs";
export { default as Send } from "lucide/dist/esm/icons/send.mjs";
export { default as SlidersHorizontal } from "lucide/dist/esm/icons/sliders-horizontal.mjs";
export { default as Sparkles } from "lucide/dist/esm/icons/sparkles.mjs";
export { default as Sun } from "lucide/dist/esm/icons/sun.mjs";
export { default as Waypoints } from "lucide/dist/esm/icons/waypoints.mjs";
export { default as X } from "lucide/dist/esm/icons/x.mjs";
export { default as Zap } from "lucide/dist/esm/icons/zap.mjs";
