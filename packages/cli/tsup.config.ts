import { defineConfig } from 'tsup';

// The library entry in ESM and CJS with types; the executable in ESM only, since it awaits at
// the top level. The first build cleans dist/ but for bin.js, which the second writes meanwhile.
export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    clean: ['!bin.js'],
    target: 'es2022',
    platform: 'node',
    sourcemap: false,
    treeshake: true,
  },
  {
    entry: ['src/bin.ts'],
    format: ['esm'],
    clean: false,
    target: 'es2022',
    platform: 'node',
    sourcemap: false,
    treeshake: true,
  },
]);
