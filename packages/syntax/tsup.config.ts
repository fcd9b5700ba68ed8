// The shared build, without esbuild's syntax minification: it rewrites the `const`s of the
// scanner's closure (scan-chars.ts) as `let`, and the optimizing compiler then reloads and
// rechecks the class table and the byte buffer on every character instead of folding them.
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

export default defineConfig({
  ...libraryBuild,
  esbuildOptions(options) {
    options.minifySyntax = false;
  },
});
