// Arguments as JSON for the corpus, and back: bytes, 16-bit words, Maps, bigints, undefined,
// functions from a fixed list, and typed arrays for spans are written as tagged objects.

import type { Input } from './target.js';

const FUNCTIONS: Record<string, (...args: never[]) => unknown> = {
  // linkify's render: wraps the match so that the output keeps every other byte.
  render: (m: { uri: string }) => `<a>${m.uri}</a>`,
};

/** A JSON-able value from one of the tagged forms. */
export function revive(value: Input): unknown {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  const v = value as Record<string, Input>;
  if ('$undefined' in v) return undefined;
  if ('$bytes' in v) return Uint8Array.from(v['$bytes'] as number[]);
  if ('$words' in v) return Uint16Array.from(v['$words'] as number[]);
  if ('$int32' in v) return new Int32Array(v['$int32'] as number);
  if ('$bigint' in v) return BigInt(v['$bigint'] as string);
  if ('$map' in v) return new Map((v['$map'] as [string, Input][]).map(([k, x]) => [k, revive(x)]));
  if ('$fn' in v) return FUNCTIONS[v['$fn'] as string];
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(v)) out[key] = revive(item);
  return out;
}

export const UNDEFINED: Input = { $undefined: true };
export const bytes = (values: readonly number[]): Input => ({ $bytes: [...values] });
export const words = (values: readonly number[]): Input => ({ $words: [...values] });

/** Components as JSON (undefined written as the tag). */
export function componentsInput(components: Record<string, unknown>): Input {
  const out: Record<string, Input> = {};
  for (const [key, value] of Object.entries(components)) {
    out[key] = value === undefined ? UNDEFINED : (value as Input);
  }
  return out;
}
