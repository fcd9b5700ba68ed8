import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// One vitest run over every package (each folder under packages/ is a project) and
// the repository-level checks in tests/ (layers, packaging, bundle sizes). Tests
// import workspace packages from their sources, so they need no build first.
const packagesDir = resolve(import.meta.dirname, 'packages');
const packages = readdirSync(packagesDir).filter((dir) => {
  try {
    readFileSync(resolve(packagesDir, dir, 'package.json'));
    return true;
  } catch {
    return false;
  }
});

const alias = Object.fromEntries(
  packages.flatMap((dir) => {
    const { name } = JSON.parse(readFileSync(resolve(packagesDir, dir, 'package.json'), 'utf8'));
    const entry = resolve(packagesDir, dir, 'src', 'index.ts');
    return name === '@urikit/test-support' ? [] : [[name, entry]];
  }),
);

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Generous: property tests run thousands of cases on shared 2-core machines.
    testTimeout: 60_000,
    setupFiles: [resolve(import.meta.dirname, 'scripts', 'fast-check-setup.ts')],
    projects: [
      ...packages.map((dir) => ({
        extends: true as const,
        test: { name: dir, root: resolve(packagesDir, dir), include: ['test/**/*.test.ts'] },
      })),
      {
        extends: true as const,
        test: { name: 'repo', include: ['tests/**/*.test.ts'], testTimeout: 300_000 },
      },
    ],
  },
});
