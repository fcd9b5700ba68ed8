// A small seeded generator (sfc32): every input the fuzzer makes is a function of the seed, so
// a run can be replayed exactly (`pnpm fuzz --seed N`) and the test's fixed seeds stay fixed.

/** A seeded source of random choices; the same seed gives the same sequence on every runtime. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 16; i++) this.next();
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return n <= 1 ? 0 : this.next() % n;
  }

  /** An integer in [min, max]. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() / 0x1_0000_0000 < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** One of the functions, weighted: `[[3, f], [1, g]]` calls f three times as often as g. */
  weighted<T>(choices: readonly (readonly [number, () => T])[]): T {
    let total = 0;
    for (const [weight] of choices) total += weight;
    let at = this.int(total);
    for (const [weight, make] of choices) {
      if (at < weight) return make();
      at -= weight;
    }
    return choices[choices.length - 1]![1]();
  }

  /** `count` results of `make`, a count skewed towards small numbers (most inputs are short). */
  repeat(make: () => string, max: number, min = 0): string {
    const count = min + Math.floor(((max - min + 1) * this.int(1000) ** 2) / 1_000_000);
    let out = '';
    for (let i = 0; i < count; i++) out += make();
    return out;
  }

  /** A new seed for a child generator. */
  fork(): Rng {
    return new Rng(this.next());
  }
}
