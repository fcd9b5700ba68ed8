// Generates the API reference (docs/api/) with TypeDoc and typedoc-plugin-markdown, one page
// per published module, and fails when a published package, a subpath or a runtime export is
// missing from it, or when TypeDoc's validation (every export documented, no broken link)
// warns. The module list comes from the workspace (scripts/workspace.mjs), never a hand list.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Application, ReflectionKind } from 'typedoc';
import { apiSlug, publishedPackages, repoRoot, siteRoot } from './workspace.mjs';

const entriesDir = join(siteRoot, '.api-entries');
const out = join(siteRoot, 'docs', 'api');

/** One file per module that re-exports its source under the published name (`@module`). */
function writeEntries(packages) {
  rmSync(entriesDir, { recursive: true, force: true });
  mkdirSync(entriesDir, { recursive: true });
  return packages.flatMap((pkg) =>
    pkg.entries.map((entry) => {
      const file = join(entriesDir, `${apiSlug(entry.name)}.ts`);
      const from = relative(entriesDir, entry.source).replaceAll('\\', '/');
      writeFileSync(
        file,
        `/**\n * ${pkg.description}\n *\n * @module ${entry.name}\n */\nexport * from '${from}';\n`,
      );
      return file;
    }),
  );
}

/** The names each module exports at run time (its built ESM file), to compare with the docs. */
async function runtimeExports(entry) {
  if (!existsSync(entry.built)) {
    throw new Error(`${entry.name} is not built (${entry.built}): run pnpm build first`);
  }
  const module = await import(pathToFileURL(entry.built).href);
  return Object.keys(module).filter((name) => name !== 'default');
}

/**
 * The problems of a converted project against the workspace: each published module must be a
 * module of the reference, and each runtime export one of its documented members.
 */
export function missingFromReference(documented, expected) {
  const problems = [];
  for (const [moduleName, names] of expected) {
    const members = documented.get(moduleName);
    if (members === undefined) {
      problems.push(`${moduleName}: no page in the API reference`);
      continue;
    }
    for (const name of names) {
      if (!members.has(name)) problems.push(`${moduleName}: export ${name} is not documented`);
    }
  }
  return problems;
}

export async function buildApi() {
  const packages = publishedPackages();
  const entryPoints = writeEntries(packages);
  const app = await Application.bootstrapWithPlugins({
    entryPoints,
    entryPointStrategy: 'resolve',
    plugin: ['typedoc-plugin-markdown'],
    tsconfig: join(siteRoot, 'tsconfig.api.json'),
    out,
    name: 'API reference',
    readme: 'none',
    excludeScopesInPaths: true,
    outputFileStrategy: 'modules',
    entryFileName: 'index',
    fileExtension: '.md',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    useCodeBlocks: true,
    // Explicit <a id> anchors: the plugin's own slugs, which VitePress's heading ids do not match.
    useHTMLAnchors: true,
    excludePrivate: true,
    excludeInternal: true,
    excludeExternals: true,
    disableSources: true,
    skipErrorChecking: true,
    sort: ['kind', 'alphabetical'],
    validation: { notExported: false, invalidLink: true, notDocumented: true },
    treatValidationWarningsAsErrors: true,
    logLevel: 'Warn',
  });
  const project = await app.convert();
  if (project === undefined) throw new Error('TypeDoc could not convert the packages');
  app.validate(project);
  if (app.logger.hasErrors()) throw new Error('the API reference has validation errors (above)');

  const documented = new Map(
    project
      .getChildrenByKind(ReflectionKind.Module)
      .map((module) => [module.name, new Set((module.children ?? []).map((child) => child.name))]),
  );
  const expected = [];
  for (const pkg of packages) {
    for (const entry of pkg.entries) expected.push([entry.name, await runtimeExports(entry)]);
  }
  const problems = missingFromReference(documented, expected);
  if (problems.length > 0) {
    throw new Error(`the API reference is incomplete:\n  ${problems.join('\n  ')}`);
  }

  rmSync(out, { recursive: true, force: true });
  await app.generateOutputs(project);
  const modules = packages.flatMap((pkg) => pkg.entries.map((entry) => entry.name));
  writeFileSync(join(siteRoot, '.api-modules.json'), `${JSON.stringify(modules, null, 2)}\n`);
  console.log(
    `API reference: ${modules.length} modules of ${packages.length} packages in ${relative(repoRoot, out)}`,
  );
  return modules;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildApi();
}
