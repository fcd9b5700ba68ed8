// The target list: one oracle target per property family, and one "every export" target per
// published package, read from the workspace (every packages/*/package.json that is not private;
// the umbrella re-exports the others' functions), so that a new package or export is covered
// without editing this file.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Target } from '../engine/target.js';
import { compatVsFastUri } from './compat.js';
import { loadDomainTarget } from './domain.js';
import { exportsTarget, type PackageApi } from './exports.js';
import { extractText } from './extract.js';
import { idnRoundTrip } from './idn.js';
import { ipaddrVsNode } from './ipaddr.js';
import { normalizeLadder } from './normalize.js';
import { percentRoundTrip } from './percent-encoding.js';
import { queryRoundTrip } from './query.js';
import { resolveRfc } from './resolve.js';
import { schemesRoundTrip } from './schemes.js';
import { securityRedact } from './security.js';
import { syntaxAbnf } from './syntax.js';
import { templateRoundTrip } from './template.js';
import { web3Oracles } from './web3.js';
import { loadWhatwgTarget } from './whatwg.js';

export const packagesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Targets that check against an oracle. */
export const ORACLE_TARGETS: readonly Target[] = [
  syntaxAbnf,
  resolveRfc,
  normalizeLadder,
  percentRoundTrip,
  ipaddrVsNode,
  queryRoundTrip,
  templateRoundTrip,
  idnRoundTrip,
  extractText,
  web3Oracles,
  schemesRoundTrip,
  securityRedact,
  compatVsFastUri,
];

/** What a package's contract allows besides its typed errors (drop-ins keep their original's). */
const ALLOW: Readonly<Record<string, (error: unknown) => boolean>> = {
  // The URL Standard's WebIDL: every failure is a TypeError.
  '@urikit/whatwg': (error) => error instanceof TypeError,
};

const require = createRequire(import.meta.url);

/** Drop-ins and the library whose contract each keeps (a development-only dependency here). */
const ORIGINALS: Readonly<Record<string, () => Record<string, unknown>>> = {
  '@urikit/compat': () => require('fast-uri-3') as Record<string, unknown>,
};

/** The published packages of the workspace: folder and name. */
export function publishedPackages(): { folder: string; name: string }[] {
  const out: { folder: string; name: string }[] = [];
  for (const folder of readdirSync(packagesDir).sort()) {
    let manifest: { name: string; private?: boolean };
    try {
      manifest = JSON.parse(readFileSync(join(packagesDir, folder, 'package.json'), 'utf8'));
    } catch {
      continue;
    }
    if (manifest.private === true || manifest.name === 'urikit') continue;
    // ajv and the CLI take a validator instance and an I/O object: their boundary test calls them.
    if (manifest.name === '@urikit/ajv' || manifest.name === '@urikit/cli') continue;
    out.push({ folder, name: manifest.name });
  }
  return out;
}

/** Every target: the oracle targets, then one per published package. */
export async function allTargets(): Promise<Target[]> {
  const targets: Target[] = [...ORACLE_TARGETS];
  const whatwg = await loadWhatwgTarget();
  if (whatwg !== undefined) targets.push(whatwg);
  const domain = await loadDomainTarget();
  if (domain !== undefined) targets.push(domain);
  for (const { folder, name } of publishedPackages()) {
    const api = (await import(name)) as Record<string, unknown>;
    const allow = ALLOW[name];
    const original = ORIGINALS[name]?.();
    const pkg: PackageApi = {
      name,
      api,
      ...(allow === undefined ? {} : { allow }),
      ...(original === undefined ? {} : { original }),
    };
    targets.push(exportsTarget(folder, pkg));
  }
  return targets;
}
