import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

// The library entry as every package builds it; the executable and the worker thread of --jobs
// in ESM only, since the one awaits at the top level and the other is loaded by URL from beside
// the entry (shims gives the CommonJS entry an import.meta.url to find it with). The first
// build cleans dist/ but for those two, which the second writes meanwhile. No code splitting:
// each file stands alone, with no chunks of generated names beside them.
export default defineConfig([
  {
    ...libraryBuild,
    platform: 'node',
    shims: true,
    splitting: false,
    clean: ['!bin.js', '!batch-worker.js'],
  },
  {
    ...libraryBuild,
    platform: 'node',
    entry: ['src/bin.ts', 'src/batch-worker.ts'],
    splitting: false,
    format: ['esm'],
    dts: false,
    clean: false,
  },
]);
