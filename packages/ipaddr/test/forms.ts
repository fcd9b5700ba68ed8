// Test helpers: every valid textual form of an IPv6 address (RFC 4291 §2.2, RFC 3986 §3.2.2) and
// the error a call throws.
import fc from 'fast-check';
import { expect } from 'vitest';
import { IPAddressError } from '../src/index.js';

/** A choice of how to write one address. */
export interface Spelling {
  /** Where "::" goes: [start, end) of the zero groups it replaces, or undefined for none. */
  gap: readonly [number, number] | undefined;
  /** Write the last 32 bits as a dotted IPv4 address. */
  ipv4: boolean;
  /** Per group: upper case, and how many digits (padded with leading zeros, at most 4). */
  upper: readonly boolean[];
  width: readonly number[];
}

/** Every run of consecutive zero words within the first `limit` words. */
export function zeroRuns(words: ArrayLike<number>, limit: number): [number, number][] {
  const runs: [number, number][] = [];
  for (let start = 0; start < limit; start++) {
    for (let end = start + 1; end <= limit && words[end - 1] === 0; end++) runs.push([start, end]);
  }
  return runs;
}

/** Writes `words` as `spelling` says. */
export function spell(words: ArrayLike<number>, spelling: Spelling): string {
  const hexCount = spelling.ipv4 ? 6 : 8;
  const group = (i: number): string => {
    const digits = words[i]!.toString(16);
    const padded = digits.padStart(Math.max(digits.length, spelling.width[i] ?? 0), '0');
    return spelling.upper[i] ? padded.toUpperCase() : padded;
  };
  const tail: string[] = [];
  if (spelling.ipv4) {
    const high = words[6]!;
    const low = words[7]!;
    tail.push(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  if (spelling.gap === undefined) {
    const all: string[] = [];
    for (let i = 0; i < hexCount; i++) all.push(group(i));
    return [...all, ...tail].join(':');
  }
  const [start, end] = spelling.gap;
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i < start; i++) left.push(group(i));
  for (let i = end; i < hexCount; i++) right.push(group(i));
  return `${left.join(':')}::${[...right, ...tail].join(':')}`;
}

/** Eight words, zeros frequent enough that "::" has room. */
export const wordsArbitrary = fc
  .array(fc.oneof(fc.constant(0), fc.constant(0xffff), fc.integer({ min: 0, max: 0xffff })), {
    minLength: 8,
    maxLength: 8,
  })
  .map((list) => Uint16Array.from(list));

/** An address and one valid way of writing it. */
export const spelledArbitrary = wordsArbitrary.chain((words) => {
  const ipv4 = fc.boolean();
  return fc
    .record({
      ipv4,
      upper: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      width: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 8, maxLength: 8 }),
      pick: fc.nat(),
      compress: fc.boolean(),
    })
    .map(({ ipv4, upper, width, pick, compress }) => {
      const runs = zeroRuns(words, ipv4 ? 6 : 8);
      const gap = compress && runs.length > 0 ? runs[pick % runs.length] : undefined;
      const spelling: Spelling = { gap, ipv4, upper, width };
      return { words, text: spell(words, spelling), spelling };
    });
});

/** The IPAddressError `run` throws (fails the test if it throws nothing or something else). */
export function errorOf(run: () => unknown): IPAddressError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(IPAddressError);
    return error as IPAddressError;
  }
  throw new Error('expected an IPAddressError');
}
