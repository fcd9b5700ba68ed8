// Two entries: the package and its polyfill, the one module with side effects. The polyfill
// imports the package's own entry at run time (./index.js or ./index.cjs beside it), so that
// it installs the very classes `import { URL } from '@urikit/whatwg'` gives, in ESM and CJS.
import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared.js';

export default defineConfig({
  ...libraryBuild,
  entry: ['src/index.ts', 'src/polyfill.ts'],
  splitting: false,
  esbuildPlugins: [
    {
      name: 'polyfill-imports-the-entry',
      setup(build) {
        // tsup hands esbuild format "esm" for both builds and converts the CJS one afterwards;
        // the output extension tells them apart.
        const path = `./index${build.initialOptions.outExtension?.['.js'] ?? '.js'}`;
        build.onResolve({ filter: /^\.\/index\.js$/ }, () => ({ path, external: true }));
      },
    },
  ],
});
