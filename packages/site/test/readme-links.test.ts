// The root README and every published package's README link to their page of the site: the
// API reference page scripts/api.mjs writes for the package (its path derived the same way).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesDir, publishedPackages, repoRoot } from '../scripts/workspace.mjs';

const SITE = 'https://urikit.github.io/urikit/';

describe('links from the READMEs to the site', () => {
  it('the root README links to the site', () => {
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain(SITE);
  });

  const packages = publishedPackages() as { dir: string; name: string }[];
  it.each(packages.map((pkg) => [pkg.name, pkg.dir] as const))(
    '%s links to its API page',
    (name, dir) => {
      const readme = readFileSync(join(packagesDir, dir, 'README.md'), 'utf8');
      expect(readme).toContain(`${SITE}api/${name.replace(/^@urikit\//, '')}.html`);
    },
  );
});
