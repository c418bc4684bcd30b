/** One of lucide's icons by its own module (src/components/icons/lucide.ts): its shape data. */
declare module "lucide/dist/esm/icons/*.mjs" {
  const icon: import("lucide").IconNode;
  export default icon;
}
