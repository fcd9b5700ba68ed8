// The built site in Chromium (playwright-core and the system's chromium, as the playground and
// the runtime matrix): builds it once (scripts/build.mjs, which also checks the API reference),
// serves docs-site/ under /urikit/ and visits every page: no console error, every internal link
// and anchor lands, the local search finds the SSRF guide and the fast-uri migration page, the
// playground page parses its example, and a screenshot of the home page is kept in
// test-artifacts/ (git-ignored; the path is printed). Needs the packages built (`pnpm build`);
// skipped outside CI without Chromium.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, relative } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '@urikit/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from './serve.js';

const inCI = process.env['CI'] === 'true' || process.env['CI'] === '1';
const chromium = findChromium();
if (chromium === undefined && !inCI) {
  console.warn('skipped: Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
}
const siteRoot = join(import.meta.dirname, '..');
const out = join(siteRoot, '..', '..', 'docs-site');
const artifacts = join(siteRoot, 'test-artifacts');

/** Every page of the built site, as paths under the base: `guide/security.html`. */
function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : pages(path);
    return name.endsWith('.html') && name !== '404.html' ? [relative(out, path)] : [];
  });
}

describe.skipIf(chromium === undefined && !inCI)('the documentation site in Chromium', () => {
  let browser: Browser;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    expect(chromium, 'Chromium not found: .ci/run installs it with apt-get').toBeDefined();
    // URIKIT_SITE_PREBUILT=1 reuses docs-site/ as built (while working on this test only).
    if (process.env['URIKIT_SITE_PREBUILT'] !== '1' || !existsSync(join(out, 'index.html'))) {
      execFileSync(process.execPath, [join(siteRoot, 'scripts', 'build.mjs')], {
        cwd: siteRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    ({ server, origin } = await serveSite(out));
    const { chromium: driver } = await import('playwright-core');
    browser = await driver.launch({ executablePath: chromium!, args: [...CHROMIUM_ARGS] });
  }, 280_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
  });

  /** Opens a page and collects its console errors and failed requests. */
  async function open(path: string): Promise<{ tab: Page; errors: string[] }> {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
    tab.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(`${path}: ${message.text()} (${message.location().url})`);
      }
    });
    tab.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${path}: ${response.status()} ${response.url()}`);
    });
    await tab.goto(`${origin}/urikit/${path}`, { waitUntil: 'load' });
    return { tab, errors };
  }

  it('visits every page: no console error, every internal link and anchor resolves', async () => {
    const all = pages(out);
    expect(all.length).toBeGreaterThan(10);
    const errors: string[] = [];
    const ids = new Map<string, Set<string>>();
    const links: [from: string, href: string][] = [];
    for (const path of all) {
      if (path.startsWith('playground/')) continue; // the playground's own page: below
      const page = await open(path);
      const found = await page.tab.evaluate(() => ({
        ids: [...document.querySelectorAll('[id]')].map((node) => node.id),
        links: [...document.querySelectorAll('a[href]')].map(
          (node) => (node as HTMLAnchorElement).href,
        ),
      }));
      ids.set(`/urikit/${path}`, new Set(found.ids));
      for (const href of found.links) links.push([path, href]);
      errors.push(...page.errors);
      await page.tab.close();
    }
    expect(errors).toEqual([]);
    const broken: string[] = [];
    for (const [from, href] of links) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      let target = url.pathname;
      if (target.endsWith('/')) target += 'index.html';
      if (target === '/urikit/playground/index.html') continue;
      const anchors = ids.get(target);
      if (anchors === undefined) broken.push(`${from} → ${href}: no such page`);
      else if (url.hash !== '' && !anchors.has(decodeURIComponent(url.hash.slice(1)))) {
        broken.push(`${from} → ${href}: no such anchor`);
      }
    }
    expect(broken).toEqual([]);
  }, 280_000);

  async function search(query: string): Promise<string[]> {
    const { tab, errors } = await open('index.html');
    await tab.click('.VPNavBarSearch button');
    await tab.fill('.VPLocalSearchBox input', query);
    await tab.waitForSelector('.VPLocalSearchBox .result');
    const hrefs = await tab.$$eval('.VPLocalSearchBox .result', (nodes) =>
      nodes.map((node) => new URL((node as HTMLAnchorElement).href).pathname),
    );
    expect(errors).toEqual([]);
    await tab.close();
    return hrefs;
  }

  it('the local search finds the SSRF guide for "ssrf"', async () => {
    expect(await search('ssrf')).toContain('/urikit/guide/security.html');
  }, 60_000);

  it('the local search finds the migration page for "fast-uri"', async () => {
    expect(await search('fast-uri')).toContain('/urikit/migrate/fast-uri.html');
  }, 60_000);

  it('the playground page opens and parses its example', async () => {
    const { tab, errors } = await open('playground.html');
    const frame = await (await tab.waitForSelector('iframe#playground')).contentFrame();
    expect(frame).not.toBeNull();
    await frame!.waitForSelector('#panels .panel');
    expect((await frame!.$$('#spans span')).length).toBeGreaterThan(10);
    expect(await frame!.$eval('#spans span', (node) => (node as HTMLElement).dataset['kind'])).toBe(
      'scheme',
    );
    expect(errors).toEqual([]);
    await tab.close();
  }, 60_000);

  it('keeps a screenshot of the home page', async () => {
    mkdirSync(artifacts, { recursive: true });
    const { tab, errors } = await open('index.html');
    const file = join(artifacts, 'site-home.png');
    await tab.screenshot({ path: file, fullPage: true });
    console.log(`screenshot of the home page: ${file}`);
    expect(existsSync(file)).toBe(true);
    expect(errors).toEqual([]);
    await tab.close();
  }, 60_000);
});
