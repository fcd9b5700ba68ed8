// Every example line of the README ("call; // → value") is run here, so that the README cannot
// drift from the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from '@urikit/security';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
const names = Object.keys(api);
const values = Object.values(api);

function evaluate(expression: string): unknown {
  return new Function(...names, `return (${expression});`)(...values);
}

const examples = readme
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => / \/\/ → /.test(line))
  .map((line) => {
    const at = line.indexOf('; // → ');
    return [line.slice(0, at), line.slice(at + 7)] as const;
  });

describe('README examples', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(30);
  });

  it.each(examples)('%s // → %s', (call, outcome) => {
    expect(evaluate(call)).toEqual(evaluate(outcome));
  });

  it('documents every finding code', () => {
    const codes = [
      'not-rfc3986',
      'whatwg-rejects',
      'parser-differential',
      'whitespace-stripped',
      'tab-or-newline',
      'backslash',
      'slash-count',
      'encoded-host',
      'unicode-dot',
      'userinfo-looks-like-host',
      'multiple-at',
      'at-after-delimiter',
      'encoded-scheme',
      'password-in-userinfo',
      'userinfo-present',
      'secret-in-query',
      'secret-in-fragment',
      'ipv4-rare-form',
      'ipv6-embeds-ipv4',
      'special-purpose-address',
      'cloud-metadata',
      'encoded-control',
      'encoded-delimiter',
      'encoded-dot-segment',
      'dot-segment-above-root',
      'overlong-utf8',
      'invalid-utf8',
      'duplicate-parameter-variant',
      'idna-invalid',
      'invisible-character',
      'mixed-script',
      'deceptive-punycode',
      'port-out-of-range',
      'default-port',
      'executable-scheme',
      'scheme-not-allowed',
      'port-not-allowed',
      'userinfo-not-allowed',
      'no-host',
      'host-unreadable',
      'address-not-public',
      'address-denied',
      'internal-name',
      'single-label-name',
      'name-denied',
      'site-not-allowed',
      'not-an-address',
    ];
    for (const code of codes) expect(readme, code).toContain(`\`${code}\``);
    const source = readFileSync(join(import.meta.dirname, '..', 'src', 'finding.ts'), 'utf8');
    const declared = source.slice(
      source.indexOf('export type FindingCode'),
      source.indexOf('/**', source.indexOf('export type FindingCode')),
    );
    const union = [...declared.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]);
    expect(union.sort()).toEqual([...codes].sort());
  });
});
