// Minimal typings for the peer libraries that ship none (only what the suites call).

declare module 'whatwg-url' {
  export class URL {
    constructor(input: string, base?: string);
    readonly href: string;
  }
  export function parseURL(input: string, options?: { baseURL?: unknown }): object | null;
  export function percentDecodeString(input: string): Uint8Array;
}

declare module 'tr46' {
  export interface Tr46Options {
    checkBidi?: boolean;
    checkHyphens?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    processingOption?: 'nontransitional' | 'transitional';
    verifyDNSLength?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  export function toASCII(domain: string, options?: Tr46Options): string | null;
  export function toUnicode(
    domain: string,
    options?: Tr46Options,
  ): { domain: string; error: boolean };
}

declare module 'punycode/punycode.js' {
  const punycode: {
    toASCII(domain: string): string;
    toUnicode(domain: string): string;
  };
  export default punycode;
}

declare module 'urijs' {
  class URI {
    constructor(value?: string);
    toString(): string;
    normalize(): URI;
    absoluteTo(base: string): URI;
    relativeTo(base: string): URI;
    equals(other: string): boolean;
  }
  export default URI;
}

declare module 'url-parse' {
  class Url {
    constructor(address: string, base?: string);
    readonly href: string;
    toString(): string;
  }
  export default Url;
}

declare module 'fast-uri/lib/utils.js' {
  export function removeDotSegments(path: string): string;
}

declare module 'eth-url-parser' {
  export function parse(uri: string): object;
  export function build(parts: object): string;
}

declare module 'whatwg-url-17' {
  export class URL {
    constructor(input: string, base?: string);
    readonly href: string;
  }
  export class URLSearchParams {
    constructor(init?: string);
  }
}

declare module 'psl' {
  export function get(domain: string): string | null;
}
