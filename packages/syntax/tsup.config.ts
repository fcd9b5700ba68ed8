import { defineConfig } from 'tsup';

export default defineConfig({
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
});
