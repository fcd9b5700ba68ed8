import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

// The library entry as every package builds it; the executable in ESM only, since it awaits at
// the top level. The first build cleans dist/ but for bin.js, which the second writes meanwhile.
export default defineConfig([
  { ...libraryBuild, platform: 'node', clean: ['!bin.js'] },
  {
    ...libraryBuild,
    platform: 'node',
    entry: ['src/bin.ts'],
    format: ['esm'],
    dts: false,
    clean: false,
  },
]);
