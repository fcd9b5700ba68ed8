// Punycode (RFC 3492): the Bootstring parameters of §5 with the encoding of §6.3
// and the decoding of §6.2, including the overflow checks of §6.4.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = '-';
// §6.4: the sample implementation's unsigned 32-bit integer. Numbers are exact up
// to 2^53, so every sum and product below is computed exactly, then compared.
const MAX_INT = 0xffffffff;
// Labels up to this many code points are decoded with the plain insertions of
// §6.2, whose quadratic term stays below the cost of building a Fenwick tree.
const SHORT = 128;

// §6.1: bias adaptation after each delta.
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  // Every number here is below 2^32 (§6.4), where `>>> 0` truncates as Math.floor does.
  let d = firstTime ? (delta / DAMP) >>> 0 : delta >>> 1;
  d += (d / numPoints) >>> 0;
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >>> 1) {
    d = (d / (BASE - T_MIN)) >>> 0;
    k += BASE;
  }
  return k + ((((BASE - T_MIN + 1) * d) / (d + SKEW)) >>> 0);
}

// §5: digit values 0..25 are a..z (either case, so decoding is case-insensitive),
// 26..35 are 0..9; anything else is not a digit.
function digitValue(c: number): number {
  // `| 0x20` folds the upper-case letters onto the lower-case ones, and `>>> 0` turns what
  // lies below a range into numbers past it; '0' (0x30) is 26.
  const letter = (c | 0x20) - 0x61;
  return letter >>> 0 < 26 ? letter : (c - 0x30) >>> 0 < 10 ? c - 22 : BASE;
}

// §5: the lower-case letter or digit that stands for a digit value.
function digitChar(d: number): string {
  return String.fromCharCode(d < 26 ? d + 0x61 : d - 26 + 0x30);
}

/**
 * Reads the insertions that `input.slice(start, end)` describes (§6.2), the basic code points
 * first, and hands each to `insert`: the index it takes at that moment and its code point.
 * False when the input is not valid Punycode: a non-basic code point before the last
 * delimiter, a character that is not a digit, a truncated variable-length integer, an
 * overflow or a code point beyond U+10FFFF.
 */
function readInsertions(
  input: string,
  start: number,
  end: number,
  insert: (index: number, point: number) => unknown,
): boolean {
  // §3.1: the basic code points are those before the last delimiter, if any; each is
  // appended.
  const basicEnd = Math.max(start, input.lastIndexOf(DELIMITER, end - 1));
  let count = 0;
  for (let j = start; j < basicEnd; j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return false;
    insert(count++, c);
  }
  let n = INITIAL_N;
  let i = 0;
  let bias = INITIAL_BIAS;
  for (let pos = basicEnd > start ? basicEnd + 1 : start; pos < end; ) {
    const oldi = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (pos >= end) return false;
      const digit = digitValue(input.charCodeAt(pos++));
      i += digit * w;
      if (digit >= BASE || i > MAX_INT) return false;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (w > MAX_INT) return false;
    }
    // The number of code points once this one is in.
    const length = ++count;
    bias = adapt(i - oldi, length, !oldi);
    n += (i / length) >>> 0;
    i %= length;
    if (n > 0x10ffff) return false;
    insert(i++, n);
  }
  return true;
}

/**
 * Decodes `input.slice(start, end)` (§6.2), or returns `undefined` when it is not
 * valid Punycode (see readInsertions).
 *
 * §6.2 inserts each code point into the output as it goes, which costs quadratic
 * time on long input. Past SHORT code points the insertions are recorded and
 * placed afterwards, last one first, each into the i-th slot still free (found in
 * a Fenwick tree), so that decoding takes O(n log n) whatever the input.
 */
export function decodePunycode(input: string, start: number, end: number): string | undefined {
  // The insertions in pairs: index, code point, index, code point, …
  const insertions: number[] = [];
  if (!readInsertions(input, start, end, (index, point) => insertions.push(index, point))) {
    return undefined;
  }
  if (insertions.length <= 2 * SHORT) {
    // §6.2 as written: each insertion shifts the code points after it.
    const output: number[] = [];
    for (let e = 0; e < insertions.length; e += 2)
      output.splice(insertions[e]!, 0, insertions[e + 1]!);
    return String.fromCodePoint(...output);
  }
  // String.fromCodePoint takes its arguments on the stack, which a label of any length
  // must not overflow: one code point at a time.
  let result = '';
  for (const point of place(insertions)) result += String.fromCodePoint(point);
  return result;
}

/**
 * §6.2 as written (quadratic in the length), for only those inputs that are the encoding
 * (§6.3) of what they decode to, up to the case of their letters: the A-labels of the
 * host-name checks (RFC 5891 §5.4), which need no encoder that way. Every integer has one
 * representation under a bias (§5: its digits follow from it), each insertion lands where
 * §6.3 would find it, and no delta that decodes overflows when encoded again, so the only
 * decodings that do not encode back are insertions of surrogates (U+D800-U+DFFF, no scalar
 * values: two of them can make a pair in the output, e.g. 'jb9b09e') and of upper-case
 * basic code points, which §6.3 copies as they are. The first are refused here, the second
 * left to the caller (IDNA2008 disallows them).
 */
export function decodeCanonicalPunycode(
  input: string,
  start: number,
  end: number,
): string | undefined {
  const output: number[] = [];
  // Each insertion shifts the code points after it. U+D800-U+DFFF: `>> 11` is 0x1b exactly there.
  return readInsertions(input, start, end, (index, point) => output.splice(index, 0, point)) &&
    !output.some((point) => point >> 11 === 0x1b)
    ? String.fromCodePoint(...output)
    : undefined;
}

// Replays insertions: the last one inserted stands at its recorded index; each
// earlier one at its index among the slots that later ones left free.
function place(insertions: number[]): number[] {
  const count = insertions.length / 2;
  // A Fenwick tree over the slots, all free: node j covers (j & -j) slots.
  const tree = new Int32Array(count + 1);
  for (let j = 1; j <= count; j++) tree[j] = j & -j;
  let top = 1;
  while (top * 2 <= count) top *= 2;
  const output = new Array<number>(count);
  for (let e = count - 1; e >= 0; e--) {
    // Find the slot with as many free slots before it as the insertion's index.
    let slot = 0;
    let remaining = insertions[2 * e]! + 1;
    for (let step = top; step > 0; step >>= 1) {
      const next = slot + step;
      if (next <= count && tree[next]! < remaining) {
        slot = next;
        remaining -= tree[next]!;
      }
    }
    output[slot] = insertions[2 * e + 1]!;
    for (let j = slot + 1; j <= count; j += j & -j) tree[j]!--;
  }
  return output;
}

/**
 * Encodes `input` (§6.3), or returns `undefined` when it holds an unpaired
 * surrogate (which is no code point) or when a delta overflows (§6.4).
 *
 * §6.3 scans the whole input once per distinct code point, quadratic on long
 * input. Here the non-basic code points are sorted once into the order in which the
 * decoder (§6.2) inserts them, and each delta follows from the index where the decoder
 * inserts the code point, the number of those inserted before it at earlier positions
 * (a Fenwick tree over positions counts them): O(n log n) whatever the input. The
 * deltas only grow as §6.3 sums them, so checking each whole against §6.4's limit
 * finds every overflow that the sums would.
 */
export function encodePunycode(input: string): string | undefined {
  const points: number[] = [];
  // Positions of the non-basic code points, to be sorted by code point.
  const order: number[] = [];
  let output = '';
  // Positions holding a code point below n, as a Fenwick tree: the basic ones first. It has
  // room for as many code points as code units; marks past the last code point change no count.
  const tree = new Int32Array(input.length + 1);
  for (let j = 0; j < input.length; j++) {
    const c = input.codePointAt(j)!;
    // An unpaired surrogate reads as itself: it is no code point (U+D800-U+DFFF, where `>> 11`
    // is 0x1b).
    if (c >> 11 === 0x1b) return undefined;
    if (c > 0xffff) j++;
    if (c < 0x80) {
      output += String.fromCharCode(c);
      mark(tree, points.length);
    } else order.push(points.length);
    points.push(c);
  }
  const basicCount = output.length;
  if (basicCount > 0) output += DELIMITER;
  // By code point, then position: the order of insertion. Array.prototype.sort costs more than
  // the whole encoding on a label's few code points: those are sorted by insertion (stable).
  // Engines before ES2019 may sort unstably: the position breaks ties.
  if (order.length > SHORT) order.sort((a, b) => points[a]! - points[b]! || a - b);
  else
    for (let i = 1; i < order.length; i++) {
      const p = order[i]!;
      let j = i;
      for (; j > 0 && points[order[j - 1]!]! > points[p]!; j--) order[j] = order[j - 1]!;
      order[j] = p;
    }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  // The decoder's state (§6.2) after the last insertion: the index after it.
  let next = 0;
  for (let handled = basicCount; handled < points.length; handled++) {
    const p = order[handled - basicCount]!;
    const m = points[p]!;
    // Where the decoder inserts it: after every code point inserted before, i.e. below m or
    // equal to it and earlier. §6.3's delta is what takes the decoder there from `next`: its
    // scans count those code points below n between two insertions.
    const i = below(tree, p);
    mark(tree, p);
    const delta = (m - n) * (handled + 1) + i - next;
    if (delta > MAX_INT) return undefined;
    // §6.3: delta as a generalized variable-length integer under bias, written digit by digit.
    let q = delta;
    for (let k = BASE; ; k += BASE) {
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (q < t) break;
      output += digitChar(t + ((q - t) % (BASE - t)));
      q = ((q - t) / (BASE - t)) >>> 0;
    }
    output += digitChar(q);
    bias = adapt(delta, handled + 1, handled === basicCount);
    n = m;
    next = i + 1;
  }
  return output;
}

/**
 * The length of the A-label of `input`, `xn--` and {@link encodePunycode}(`input`), counted
 * with §6.3 as written (one scan of the input for each code point to insert, quadratic in the
 * length) and no digits written: the A-label length of a U-label that the host-name checks
 * need (RFC 5890 §2.3.2.1). No delta overflows (§6.4) in a label of up to 126 code points,
 * the most they read; an unpaired surrogate counts as a code point (the checks refuse it).
 */
export function aLabelShortLength(input: string): number {
  // Loops, not Array.from and filter, which made the count three times slower.
  const points: number[] = [];
  let basicCount = 0;
  for (const ch of input) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) basicCount++;
    points.push(c);
  }
  // `xn--`, the basic code points and their delimiter, then the deltas' digits.
  let length = 4 + (basicCount && basicCount + 1);
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  for (let handled = basicCount; handled < points.length; n++, delta++) {
    let m = 0x110000;
    for (const c of points) if (c >= n && c < m) m = c;
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of points) {
      if (c < n) delta++;
      else if (c === n) {
        // §6.3: delta as a generalized variable-length integer under bias, its digits counted.
        for (let q = delta, k = BASE; ; k += BASE) {
          length++;
          const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
          if (q < t) break;
          q = ((q - t) / (BASE - t)) >>> 0;
        }
        bias = adapt(delta, handled + 1, handled === basicCount);
        delta = 0;
        handled++;
      }
    }
  }
  return length;
}

// Fenwick tree operations: count one more at `position`; count below `position`.
function mark(tree: Int32Array, position: number): void {
  for (let j = position + 1; j < tree.length; j += j & -j) tree[j]!++;
}

function below(tree: Int32Array, position: number): number {
  let sum = 0;
  for (let j = position; j > 0; j -= j & -j) sum += tree[j]!;
  return sum;
}
