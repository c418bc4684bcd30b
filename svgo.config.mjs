// `npm run optimize:svg`. Ids keep their per-file prefixes (configure-, olap-, ...): svgo's
// default renames them to a, b, c, which would collide when several SVGs share a page.
export default {
  multipass: true,
  plugins: [{ name: "preset-default", params: { overrides: { cleanupIds: false } } }],
};
