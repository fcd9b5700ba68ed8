// The workspace as the repository-level tests see it: every package folder with
// its package.json, and the layers of DESIGN.md that dependencies must respect.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface PackageJson {
  name: string;
  private?: boolean;
  version?: string;
  type?: string;
  main?: string;
  types?: string;
  sideEffects?: boolean | string[];
  files?: string[];
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
}

export interface WorkspacePackage {
  dir: string;
  manifest: PackageJson;
}

/**
 * DESIGN.md's layers, bottom up. A package may depend only on packages of a
 * strictly lower layer. resolve sits below normalize because normalize uses it.
 */
export const LAYERS: Readonly<Record<string, number>> = {
  '@urikit/percent-encoding': 0,
  '@urikit/ipaddr': 0,
  '@urikit/idn': 0,
  '@urikit/syntax': 1,
  '@urikit/query': 1,
  '@urikit/resolve': 2,
  '@urikit/extract': 2,
  '@urikit/template': 2,
  '@urikit/schemes': 2,
  '@urikit/web3': 2,
  '@urikit/whatwg': 2,
  '@urikit/domain': 2,
  '@urikit/normalize': 3,
  '@urikit/normalize-url': 3,
  '@urikit/security': 4,
  '@urikit/uri': 4,
  '@urikit/compat': 4,
  urikit: 5,
  '@urikit/cli': 5,
  '@urikit/ajv': 5,
};

export function workspacePackages(): WorkspacePackage[] {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir)
    .filter((name) => existsSync(join(packagesDir, name, 'package.json')))
    .map((name) => {
      const dir = join(packagesDir, name);
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
      return { dir, manifest };
    });
}

export function publishedPackages(): WorkspacePackage[] {
  return workspacePackages().filter((pkg) => pkg.manifest.private !== true);
}
