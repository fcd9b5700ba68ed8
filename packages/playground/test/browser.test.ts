// The built playground (dist/index.html, opened from file:// as a user would offline) in
// Chromium, driven by playwright-core: typing draws the spans, hovering shows details, an
// invalid reference shows the caret under the right character, a share link restores the
// state, everything works from the keyboard alone, and a screenshot is kept as an artifact
// (test-artifacts/, not committed). Needs `pnpm build`; skipped outside CI without Chromium.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '@urikit/test-support';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const inCI = process.env['CI'] === 'true' || process.env['CI'] === '1';
const chromium = findChromium();
if (chromium === undefined && !inCI) {
  console.warn('skipped: Chromium not found (apt-get install chromium, or set CHROMIUM_PATH)');
}
const page = join(import.meta.dirname, '..', 'dist', 'index.html');
const pageUrl = pathToFileURL(page).href;
const artifacts = join(import.meta.dirname, '..', 'test-artifacts');

describe.skipIf(chromium === undefined && !inCI)('the playground in Chromium (file://)', () => {
  let browser: Browser;

  beforeAll(async () => {
    expect(chromium, 'Chromium not found: .ci/run installs it with apt-get').toBeDefined();
    expect(existsSync(page), 'the playground is not built: run pnpm build').toBe(true);
    const { chromium: driver } = await import('playwright-core');
    browser = await driver.launch({ executablePath: chromium!, args: [...CHROMIUM_ARGS] });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function open(hash = ''): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto(pageUrl + hash);
    await tab.waitForSelector('#panels .panel');
    expect(errors).toEqual([]);
    return tab;
  }

  const spans = (tab: Page) =>
    tab.$$eval('#spans span', (nodes) =>
      nodes.map((node) => [(node as HTMLElement).dataset['kind'], node.textContent]),
    );

  it('draws the example, and typing a URI renders its component spans', async () => {
    const tab = await open();
    expect((await spans(tab)).length).toBeGreaterThan(10);
    await tab.fill('#uri', '');
    await tab.type('#uri', 'https://user@example.com:8080/a/b?x=1&y=2#frag');
    expect(await spans(tab)).toEqual([
      ['scheme', 'https'],
      ['delimiter', ':'],
      ['delimiter', '//'],
      ['userinfo', 'user'],
      ['delimiter', '@'],
      ['host', 'example.com'],
      ['delimiter', ':'],
      ['port', '8080'],
      ['delimiter', '/'],
      ['path-segment', 'a'],
      ['delimiter', '/'],
      ['path-segment', 'b'],
      ['delimiter', '?'],
      ['query-pair', 'x=1'],
      ['delimiter', '&'],
      ['query-pair', 'y=2'],
      ['delimiter', '#'],
      ['fragment', 'frag'],
    ]);
    // Every panel answered.
    expect(await tab.textContent('#panel-resolve')).toContain(
      'https://user@example.com:8080/a/b?x=1&y=2#frag',
    );
    expect(await tab.textContent('#panel-iri')).toContain('as an IRI');
    await tab.close();
  });

  it('opens on a state where every panel answers without an error (issue 29)', async () => {
    const tab = await open();
    const ids = await tab.$$eval('#panels .panel', (nodes) => nodes.map((node) => node.id));
    expect(ids.length).toBeGreaterThanOrEqual(7);
    for (const id of ids) {
      expect(await tab.$$(`#${id} dd.error`), id).toHaveLength(0);
      expect(await tab.$$(`#${id} dd`), id).not.toHaveLength(0);
    }
    expect(await tab.isVisible('#error')).toBe(false);
    expect(await tab.textContent('#panel-relativize')).toContain('resolves back to');
    // The default reference is an expansion of the template panel's template.
    expect(await tab.textContent('#panel-template')).toContain('expanded again');
    expect(await tab.textContent('#panel-template')).not.toContain('no expansion');
    await tab.close();
  });

  it('has an example button in every panel, and each example works', async () => {
    const tab = await open();
    const ids = await tab.$$eval('#panels .panel', (nodes) => nodes.map((node) => node.id));
    for (const id of ids) {
      const button = `#${id} button.example`;
      expect(await tab.$$(button), id).toHaveLength(1);
      await tab.click(button);
      expect(await tab.$$(`#${id} dd.error`), id).toHaveLength(0);
      expect(await tab.textContent(`#${id} .output`), id).not.toContain('none');
    }
    // The last example clicked is in the share link too.
    await tab.click('#panel-template button.example');
    expect(await tab.inputValue('#uri')).toBe(
      'https://api.example/repos/urikit/urikit/issues?state=open&labels=bug,ui',
    );
    expect(await tab.textContent('#panel-template')).toContain('"owner":"urikit"');
    expect(decodeURIComponent(await tab.evaluate(() => location.hash))).toContain(
      'template=https://api.example/repos/{owner}/{repo}/issues{?state,labels}',
    );
    await tab.close();
  });

  it('shows host details on hover: kind, IDN forms, IP classification', async () => {
    const tab = await open();
    await tab.fill('#uri', 'http://xn--bcher-kva.example/');
    await tab.hover('#spans span.host');
    const details = await tab.textContent('#details');
    expect(details).toContain('reg-name');
    expect(details).toContain('bücher.example');
    await tab.fill('#uri', 'http://10.1.2.3/');
    await tab.hover('#spans span.host');
    expect(await tab.textContent('#details')).toContain('private');
    await tab.close();
  });

  it('shows an invalid reference with the caret under the offending character', async () => {
    const tab = await open();
    await tab.fill('#uri', '');
    await tab.type('#uri', 'http://a:8o/');
    expect(await tab.isVisible('#error')).toBe(true);
    expect(await tab.getAttribute('#error', 'data-code')).toBe('invalid-port-char');
    const [heading, line, caret] = ((await tab.textContent('#error')) ?? '').split('\n');
    expect(heading).toBe('invalid-port-char at index 10');
    expect(caret?.trimEnd().endsWith('^')).toBe(true);
    expect(line?.[caret!.indexOf('^')]).toBe('o');
    expect(caret!.indexOf('^')).toBe(2 + 10);
    expect(await spans(tab)).toEqual([]);
    await tab.close();
  });

  it('reads Web3 identifiers: its example button, the parts, an error with its caret', async () => {
    const tab = await open();
    await tab.click('#panel-web3 button.example');
    expect(await tab.inputValue('#uri')).toBe(
      'ipfs://QmbWqxBEKC3P8tqsKc98xmWNzrzDtRLMiMPL8wBuTGsMnR/readme.md',
    );
    const panel = '#panel-web3';
    expect(await tab.textContent(`${panel} dd[data-row="kind"]`)).toBe('ipfs-uri');
    expect(await tab.textContent(`${panel} dd[data-row="value.cid.multihash.name"]`)).toBe(
      'sha2-256',
    );
    await tab.fill('#uri', 'ar://ardrive-');
    expect(await tab.getAttribute(`${panel} dd.error`, 'data-code')).toBe('invalid-name');
    const [line, caret] = ((await tab.textContent(`${panel} dd[data-row="where"]`)) ?? '').split(
      '\n',
    );
    expect(line?.[caret!.indexOf('^')]).toBe('-');
    expect(caret!.indexOf('^')).toBe(2 + 12);
    // The excerpt keeps its spaces, so the caret stands under the character on screen.
    const style = await tab.$eval(
      `${panel} dd[data-row="where"]`,
      (node) => getComputedStyle(node).whiteSpace,
    );
    expect(style).toBe('pre');
    await tab.close();
  });

  it('reads the URL Standard: its example button, the record, validation errors with carets, the RFC 3986 reading', async () => {
    const tab = await open();
    await tab.click('#panel-whatwg button.example');
    expect(await tab.inputValue('#uri')).toBe('HTTP://user@Bücher.example:80/a/%2e%2e/b?q=1 2#top');
    const panel = '#panel-whatwg';
    expect(await tab.textContent(`${panel} dd[data-row="href"]`)).toBe(
      'http://user@xn--bcher-kva.example/b?q=1%202#top',
    );
    expect(await tab.textContent(`${panel} dd[data-row="host"]`)).toBe('xn--bcher-kva.example');
    const error = `${panel} dd[data-row="validation error: invalid-URL-unit"]`;
    const [line, caret] = ((await tab.textContent(error)) ?? '').split('\n');
    expect(line?.[caret!.indexOf('^')]).toBe(' ');
    expect(await tab.$eval(error, (node) => getComputedStyle(node).whiteSpace)).toBe('pre');
    // The RFC 3986 reading of the path, as a diff against the URL Standard's.
    const path = await tab.$$eval(`${panel} dt`, (nodes) =>
      nodes
        .filter((node) => node.textContent === 'RFC 3986 reads the path as')
        .map((node) => node.nextElementSibling?.textContent),
    );
    expect(path).toEqual(['/a/%2e%2e/b']);
    await tab.fill('#uri', 'http://[::1');
    expect(await tab.getAttribute(`${panel} dd.error`, 'data-code')).toBe('IPv6-unclosed');
    await tab.close();
  });

  it('keeps the state in the URL: a share link restores it', async () => {
    const tab = await open();
    await tab.fill('#uri', 'ü/../x?q');
    await tab.check('#opt-iri');
    await tab.fill('#field-base', 'http://例え/a/b');
    await tab.click('#share');
    const link = await tab.inputValue('#share-url');
    expect(link.startsWith(`${pageUrl}#`)).toBe(true);
    await tab.close();

    const restored = await open(link.slice(link.indexOf('#')));
    expect(await restored.inputValue('#uri')).toBe('ü/../x?q');
    expect(await restored.isChecked('#opt-iri')).toBe(true);
    expect(await restored.inputValue('#field-base')).toBe('http://例え/a/b');
    expect(await restored.textContent('#panel-resolve')).toContain('http://例え/a/x?q');
    await restored.close();
  });

  it('works from the keyboard alone', async () => {
    const tab = await open('#uri=');
    await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.id)).toBe('docs-link');
    await tab.keyboard.press('Tab');
    expect(await tab.evaluate(() => document.activeElement?.id)).toBe('uri');
    await tab.keyboard.type('http://[2001:DB8::1]:8080/p?a=b');
    await tab.keyboard.press('Tab');
    await tab.keyboard.press('Space');
    expect(await tab.isChecked('#opt-iri')).toBe(true);
    expect(await tab.evaluate(() => location.hash)).toContain('iri=1');
    // Tab on to the host span: its details appear without a pointer.
    let kind: string | undefined;
    for (let i = 0; i < 10 && kind !== 'host'; i++) {
      await tab.keyboard.press('Tab');
      kind = await tab.evaluate(
        () => (document.activeElement as HTMLElement | null)?.dataset['kind'],
      );
    }
    expect(kind).toBe('host');
    const details = await tab.textContent('#details');
    expect(details).toContain('2001:db8::1');
    expect(details).toContain('documentation');
    await tab.close();
  });

  it('writes a screenshot of the main view as a test artifact', async () => {
    const tab = await open();
    await tab.hover('#spans span.host');
    mkdirSync(artifacts, { recursive: true });
    const file = join(artifacts, 'playground.png');
    await tab.screenshot({ path: file, fullPage: true });
    expect(statSync(file).size).toBeGreaterThan(10_000);
    await tab.close();
  });
});
