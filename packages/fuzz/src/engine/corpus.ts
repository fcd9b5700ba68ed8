// The regression corpus: packages/fuzz/corpus/<target>/<hash>.json, one minimized failing input
// each, with the property it failed and when; the tests replay every file.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Input } from './target.js';

export const corpusDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'corpus');

export interface CorpusEntry {
  readonly target: string;
  readonly property: string;
  readonly message: string;
  readonly input: Input;
  /** The finding's identity (campaign.ts): a run saves one entry per signature. */
  readonly signature?: string;
  /** How it was found: the seed and the mode of the run. */
  readonly found: string;
}

function folderOf(target: string): string {
  return join(corpusDir, ...target.split('/'));
}

/** Saves an entry (once per target and input); returns its path. */
export function saveEntry(entry: CorpusEntry): string {
  const hash = createHash('sha256')
    .update(`${entry.target}\n${JSON.stringify(entry.input)}`)
    .digest('hex')
    .slice(0, 16);
  const folder = folderOf(entry.target);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${hash}.json`);
  if (!existsSync(path)) writeFileSync(path, `${JSON.stringify(entry, null, 2)}\n`);
  return path;
}

/** Every saved entry of a target. */
export function readEntries(target: string): CorpusEntry[] {
  const folder = folderOf(target);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as CorpusEntry);
}

/** The signatures of every saved entry. */
export function knownSignatures(): string[] {
  if (!existsSync(corpusDir)) return [];
  const out: string[] = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, name.name);
      if (name.isDirectory()) walk(path);
      else if (name.name.endsWith('.json')) {
        const entry = JSON.parse(readFileSync(path, 'utf8')) as CorpusEntry;
        if (entry.signature !== undefined) out.push(entry.signature);
      }
    }
  };
  walk(corpusDir);
  return out;
}
