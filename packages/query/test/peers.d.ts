// The parts of the oracles' APIs the differential tests call (neither ships types).
declare module 'qs' {
  export function parse(query: string, options?: Record<string, unknown>): Record<string, unknown>;
  export function stringify(value: unknown, options?: Record<string, unknown>): string;
}

declare module 'whatwg-url' {
  // The WHATWG URL Standard's reference implementation of URLSearchParams.
  export class URLSearchParams implements Iterable<[string, string]> {
    constructor(init?: string);
    [Symbol.iterator](): Iterator<[string, string]>;
    toString(): string;
  }
}
