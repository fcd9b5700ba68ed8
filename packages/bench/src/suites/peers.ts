// Lazy imports of the peers and of urikit: nothing is loaded until a suite needs it,
// so a workspace package that does not build yet only skips its own suites.

/** The CommonJS module object behind an ESM namespace (default export when present). */
export function cjs<T>(namespace: T): T {
  const withDefault = namespace as { default?: T };
  return withDefault.default ?? namespace;
}

export const load = {
  syntax: () => import('@urikit/syntax'),
  resolve: () => import('@urikit/resolve'),
  normalize: () => import('@urikit/normalize'),
  percentEncoding: () => import('@urikit/percent-encoding'),
  ipaddr: () => import('@urikit/ipaddr'),
  idn: () => import('@urikit/idn'),
  domain: () => import('@urikit/domain'),
  tldts: async (): Promise<{ getDomain(url: string, options?: object): string | null }> =>
    cjs(await import('tldts')),
  psl: async () => cjs(await import('psl')),
  fastUri: async () => cjs(await import('fast-uri')),
  fastUriUtils: async () => cjs(await import('fast-uri/lib/utils.js')),
  uriJs: async () => cjs(await import('uri-js')),
  whatwgUrl: async () => cjs(await import('whatwg-url')),
  urijs: async () => (await import('urijs')).default,
  urlParse: async () => (await import('url-parse')).default,
  tr46: async () => cjs(await import('tr46')),
  punycode: async () => (await import('punycode/punycode.js')).default,
  ipaddrJs: async (): Promise<typeof import('ipaddr.js')> => cjs(await import('ipaddr.js')),
  ipAddress: async () => await import('ip-address'),
  nodeUrl: () => import('node:url'),
};

/** Results of fast-uri and uri-js parse carry `error` instead of throwing. */
export const noErrorField = (result: unknown): boolean =>
  typeof result === 'object' &&
  result !== null &&
  (result as { error?: unknown }).error === undefined;

export const tr46Options = {
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  processingOption: 'nontransitional',
  verifyDNSLength: false,
} as const;
