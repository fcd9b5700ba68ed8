// Puts the built playground into the docs site (docs-site/playground/), where the TypeDoc
// pages' "Playground" link points once the site is published (`pnpm run site`).
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const from = join(root, 'packages', 'playground', 'dist');
const to = join(root, 'docs-site', 'playground');
if (!existsSync(join(from, 'index.html'))) throw new Error('build the playground first');
if (!existsSync(join(root, 'docs-site', 'index.html'))) throw new Error('run typedoc first');
cpSync(from, to, { recursive: true });
console.log(`playground copied to ${to}`);
