/** wawoff2 (Google's WOFF2 encoder and decoder, as WebAssembly) ships no types. */
declare module 'wawoff2' {
  /** A TrueType or OpenType font as WOFF2. */
  export function compress(font: Uint8Array): Promise<Uint8Array>;
  /** A WOFF2 font as TrueType or OpenType. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
