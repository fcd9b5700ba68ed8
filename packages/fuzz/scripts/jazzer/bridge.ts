// The fuzz targets behind a libFuzzer-style entry point, for jazzer.js (the measurement of
// coverage guidance in README.md): the first byte picks a target, the second holds its flags,
// the rest is UTF-8 text made into the target's input. A failed property is recorded (once per
// kind) in $JAZZER_FINDINGS instead of thrown, so that a run goes on after a finding as the
// fuzzer's own loop does. Bundled to CommonJS by compare.sh; not part of the test command.
import { appendFileSync } from 'node:fs';
import { failureOf, signature } from '../../src/engine/campaign.js';
import type { Input, Target } from '../../src/engine/target.js';
import { extractText } from '../../src/targets/extract.js';
import { idnRoundTrip } from '../../src/targets/idn.js';
import { ipaddrVsNode } from '../../src/targets/ipaddr.js';
import { normalizeLadder } from '../../src/targets/normalize.js';
import { percentRoundTrip } from '../../src/targets/percent-encoding.js';
import { resolveRfc } from '../../src/targets/resolve.js';
import { syntaxAbnf } from '../../src/targets/syntax.js';

const SETS = ['component', 'userinfo', 'host', 'path', 'path-segment', 'query', 'fragment'];

/** The targets and how text and flags become each one's input. */
export const BRIDGED: readonly [Target, (text: string, flags: number) => Input][] = [
  [syntaxAbnf, (text, flags) => ({ text, iri: (flags & 1) !== 0, zoneId: (flags & 2) !== 0 })],
  [
    resolveRfc,
    (text, flags) => {
      const [base = '', reference = ''] = text.split('\u0000');
      return { base, reference, strict: (flags & 1) !== 0, path: reference };
    },
  ],
  [
    normalizeLadder,
    (text, flags) => {
      const [a = '', b = ''] = text.split('\u0000');
      return { a, b, iri: (flags & 1) !== 0 };
    },
  ],
  [percentRoundTrip, (text, flags) => ({ text, set: SETS[flags % SETS.length]!, encoded: text })],
  [idnRoundTrip, (text, flags) => ({ domain: text, label: text, transitional: (flags & 1) !== 0 })],
  [ipaddrVsNode, (text) => text],
  [extractText, (text, flags) => ({ text, suffix: (flags & 1) !== 0, iri: (flags & 2) !== 0 })],
];

const seen = new Set<string>();

export function fuzz(data: Uint8Array): void {
  if (data.length < 2) return;
  const [target, make] = BRIDGED[data[0]! % BRIDGED.length]!;
  const input = make(Buffer.from(data.subarray(2)).toString('utf8'), data[1]!);
  const failure = failureOf(target, input);
  if (failure === undefined) return;
  const key = signature(target.name, failure);
  if (seen.has(key)) return;
  seen.add(key);
  const file = process.env['JAZZER_FINDINGS'];
  if (file !== undefined)
    appendFileSync(file, `${JSON.stringify({ key, message: failure.message, input })}\n`);
}
