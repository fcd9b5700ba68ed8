// The build every published package shares: src/index.ts to ESM (.js) and CommonJS (.cjs)
// with .d.ts / .d.cts, for ES2022, tree-shakable.
import { defineConfig, type Options } from 'tsup';

export const libraryBuild: Options = {
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  sourcemap: false,
  treeshake: true,
  // Inline the constants of the sources (character codes, class bits) and fold what they make
  // constant, so that a consumer's bundle does not carry them as variables; names and layout
  // stay as written.
  esbuildOptions(options) {
    options.minifySyntax = true;
  },
};

export default defineConfig(libraryBuild);
