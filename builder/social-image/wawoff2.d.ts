// wawoff2 ships no types. Its decompress entry alone, so that the compressor's much larger
// WebAssembly is never loaded.
declare module "wawoff2/decompress.js" {
  /** A WOFF2 font decoded to the TrueType/OpenType font it was made from. */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
