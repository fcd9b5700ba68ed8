// `pnpm site`: the API reference (scripts/api.mjs, which fails on a missing package or
// export), the one-file playground copied in as a static page, then VitePress into
// docs-site/ at the repository root. Needs the packages built (the root script does it).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vitepress';
import { buildApi } from './api.mjs';
import { packagesDir, repoRoot, siteRoot } from './workspace.mjs';

const started = Date.now();
await buildApi();

const playground = join(packagesDir, 'playground', 'dist', 'index.html');
if (!existsSync(playground)) throw new Error('the playground is not built: run pnpm build');
const publicPlayground = join(siteRoot, 'docs', 'public', 'playground');
mkdirSync(publicPlayground, { recursive: true });
copyFileSync(playground, join(publicPlayground, 'index.html'));

// The size budgets of .size-limit.json as a table for the performance guide, which includes it
// (docs/guide/_sizes.md, generated; VitePress makes no page of files starting with _).
const budgets = JSON.parse(readFileSync(join(repoRoot, '.size-limit.json'), 'utf8'));
const rows = budgets.map((entry) => `| ${entry.name} | ${entry.limit} |`);
writeFileSync(
  join(siteRoot, 'docs', 'guide', '_sizes.md'),
  ['| what is imported | budget (min + gzip) |', '| --- | ---: |', ...rows, ''].join('\n'),
);

await build(join(siteRoot, 'docs'));
console.log(`site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
