// subset-font ships no types: the one call the build makes (scripts/vite-subset-fonts-plugin.ts).
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; noHinting?: boolean },
  ): Promise<Buffer>;
}
