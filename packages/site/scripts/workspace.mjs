// The published packages of the workspace and the entry module of each `exports` subpath,
// read from the package.json files: the API reference and its check derive their list from
// here, so a new package or subpath is documented (or fails the build) without a hand list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const siteRoot = resolve(import.meta.dirname, '..');
export const repoRoot = resolve(siteRoot, '..', '..');
export const packagesDir = join(repoRoot, 'packages');

/**
 * Every package that publishes (no `"private": true`), with one entry per `exports` subpath
 * other than ./package.json: its module name (`@urikit/whatwg/polyfill`), its source file
 * and its built ESM file.
 */
export function publishedPackages() {
  return readdirSync(packagesDir)
    .filter((dir) => existsSync(join(packagesDir, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(packagesDir, dir, 'package.json'), 'utf8'));
      return { dir, manifest };
    })
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => {
      const subpaths = Object.keys(manifest.exports ?? { '.': {} }).filter(
        (key) => key !== './package.json',
      );
      const entries = subpaths.map((subpath) => {
        const stem = subpath === '.' ? 'index' : subpath.slice(2);
        const source = join(packagesDir, dir, 'src', `${stem}.ts`);
        if (!existsSync(source)) {
          throw new Error(`${manifest.name}: no source for the export ${subpath} (${source})`);
        }
        const name = subpath === '.' ? manifest.name : `${manifest.name}/${stem}`;
        return { name, subpath, source, built: join(packagesDir, dir, 'dist', `${stem}.js`) };
      });
      return { dir, name: manifest.name, description: manifest.description ?? '', entries };
    });
}

/** The page of the API reference for a module name: `@urikit/whatwg/polyfill` → `urikit-whatwg-polyfill`. */
export function apiSlug(moduleName) {
  return moduleName.replace(/^@/, '').replaceAll('/', '-');
}
