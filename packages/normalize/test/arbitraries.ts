// fast-check generators of URI references from the RFC 3986 Appendix A grammar, biased
// towards what normalization touches: letter case, triplets, dot-segments, ports.
import fc from 'fast-check';

const lower = 'abcdefghijklmnopqrstuvwxyz';
const upper = lower.toUpperCase();
const digits = '0123456789';
const hex = '0123456789abcdefABCDEF';

const char = (chars: string) => fc.constantFrom(...chars.split(''));
const join = (parts: fc.Arbitrary<string[]>) => parts.map((p) => p.join(''));

/** pct-encoded with hex digits of either case, often of an unreserved character. */
export const pctEncoded: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(char(hex), char(hex)).map(([h, l]) => `%${h}${l}`),
  // Unreserved characters, so that decoding happens: ALPHA, DIGIT, '-', '.', '_', '~'.
  fc
    .constantFrom(0x41, 0x5a, 0x61, 0x7a, 0x30, 0x39, 0x2d, 0x2e, 0x5f, 0x7e, 0x2f, 0x3a, 0x25)
    .chain((code) =>
      fc.boolean().map((up) => {
        const h = code.toString(16).padStart(2, '0');
        return `%${up ? h.toUpperCase() : h}`;
      }),
    ),
  // UTF-8 of non-ASCII characters (é, Ü, 中, U+10000, a private-use one, LRM), for IRIs.
  fc.constantFrom('%C3%A9', '%c3%9c', '%E4%B8%AD', '%F0%90%80%80', '%EE%80%80', '%E2%80%8E'),
);

const unreserved = char(`${lower}${upper}${digits}-._~`);
const subDelims = char("!$&'()*+,;=");

const pchar = fc.oneof(
  { weight: 6, arbitrary: unreserved },
  { weight: 2, arbitrary: pctEncoded },
  { weight: 1, arbitrary: subDelims },
  { weight: 1, arbitrary: char(':@') },
);

const segment = fc.oneof(
  { weight: 3, arbitrary: join(fc.array(pchar, { maxLength: 5 })) },
  { weight: 2, arbitrary: fc.constantFrom('.', '..', '%2E', '%2e%2E', '.%2E', '') },
);

const segmentNzNc = join(
  fc.array(fc.oneof(unreserved, pctEncoded, subDelims, char('@')), { minLength: 1, maxLength: 5 }),
);

const slashSegments = join(
  fc.array(
    segment.map((s) => `/${s}`),
    { maxLength: 6 },
  ),
);

const scheme = fc
  .tuple(
    char(`${lower}${upper}`),
    join(fc.array(char(`${lower}${upper}${digits}+-.`), { maxLength: 5 })),
  )
  .map(([a, b]) => a + b);

const wellKnownScheme = fc.constantFrom(
  'http',
  'HTTP',
  'https',
  'ws',
  'wss',
  'ftp',
  'file',
  'mailto',
  'urn',
  'UrN',
  'foo',
);

const decOctet = fc.integer({ min: 0, max: 255 }).map(String);
const ipv4 = fc.tuple(decOctet, decOctet, decOctet, decOctet).map((p) => p.join('.'));
const h16 = join(fc.array(char(hex), { minLength: 1, maxLength: 4 }));
const ipv6 = fc.oneof(
  fc.array(h16, { minLength: 8, maxLength: 8 }).map((w) => w.join(':')),
  fc
    .tuple(fc.array(h16, { maxLength: 3 }), fc.array(h16, { maxLength: 3 }))
    .map(([a, b]) => `${a.join(':')}::${b.join(':')}`),
  fc
    .tuple(fc.array(h16, { minLength: 6, maxLength: 6 }), ipv4)
    .map(([w, v4]) => `${w.join(':')}:${v4}`),
  ipv4.map((v4) => `::ffff:${v4}`),
);
const ipvFuture = fc
  .tuple(
    char('vV'),
    join(fc.array(char(hex), { minLength: 1, maxLength: 2 })),
    join(fc.array(fc.oneof(unreserved, subDelims, char(':')), { minLength: 1, maxLength: 6 })),
  )
  .map(([v, version, address]) => `[${v}${version}.${address}]`);

const regName = join(
  fc.array(
    fc.oneof(
      { weight: 6, arbitrary: unreserved },
      { weight: 2, arbitrary: pctEncoded },
      { weight: 1, arbitrary: subDelims },
    ),
    { maxLength: 10 },
  ),
);

const host = fc.oneof(
  { weight: 5, arbitrary: regName },
  { weight: 1, arbitrary: fc.constantFrom('localhost', 'LocalHost', 'Example.COM') },
  { weight: 1, arbitrary: ipv4 },
  { weight: 2, arbitrary: ipv6.map((a) => `[${a}]`) },
  { weight: 1, arbitrary: ipvFuture },
);

const port = fc.oneof(
  fc.constant(''),
  fc.constantFrom('80', '080', '443', '21', '0', '00'),
  fc.integer({ min: 0, max: 99999 }).map(String),
);

const userinfo = join(
  fc.array(fc.oneof(unreserved, pctEncoded, subDelims, char(':')), { maxLength: 6 }),
);

const authority = fc
  .tuple(fc.option(userinfo, { nil: undefined }), host, fc.option(port, { nil: undefined }))
  .map(([u, h, p]) => `//${u === undefined ? '' : `${u}@`}${h}${p === undefined ? '' : `:${p}`}`);

const queryChars = join(fc.array(fc.oneof(pchar, char('/?')), { maxLength: 8 }));

const query = fc.option(
  queryChars.map((q) => `?${q}`),
  { nil: '' },
);
const fragment = fc.option(
  queryChars.map((f) => `#${f}`),
  { nil: '' },
);

const pathAbsolute = fc
  .tuple(
    segment.filter((s) => s !== ''),
    slashSegments,
  )
  .map(([first, rest]) => `/${first}${rest}`);
const pathRootless = fc
  .tuple(fc.oneof(segmentNzNc, fc.constantFrom('.', '..', 'a:b')), slashSegments)
  .map(([first, rest]) => first + rest);
const pathNoScheme = fc
  .tuple(fc.oneof(segmentNzNc, fc.constantFrom('.', '..', '%2E', '%2E%2e')), slashSegments)
  .map(([first, rest]) => first + rest);

/** An absolute URI or URI with fragment (RFC 3986 §3 `URI`). */
export const uri: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(wellKnownScheme, scheme),
    fc.oneof(
      fc.tuple(authority, slashSegments).map(([a, p]) => a + p),
      pathAbsolute,
      pathRootless,
      fc.constant(''),
    ),
    query,
    fragment,
  )
  .map(([s, hier, q, f]) => `${s}:${hier}${q}${f}`);

/** A relative reference (RFC 3986 §4.2). */
export const relativeReference: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      fc.tuple(authority, slashSegments).map(([a, p]) => a + p),
      pathAbsolute,
      pathNoScheme,
      fc.constant(''),
    ),
    query,
    fragment,
  )
  .map(([rel, q, f]) => rel + q + f);

/** `URI-reference` (RFC 3986 §4.1). */
export const uriReference: fc.Arbitrary<string> = fc.oneof(uri, relativeReference);

/** A relative-path reference made of segments that are often dot-segments. */
export const relativePath: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(segmentNzNc, fc.constantFrom('.', '..')), slashSegments)
  .map(([first, rest]) => first + rest);

/**
 * How many runs a property gets: URIKIT_LONG_RUN=1 asks for millions (500 times the
 * normal count); a larger number is taken as the factor itself.
 */
export function runs(normal: number): number {
  const long = Number(process.env['URIKIT_LONG_RUN'] ?? '0');
  if (!(long >= 1)) return normal;
  return normal * (long === 1 ? 500 : Math.floor(long));
}

/** The time limit of a property test: generous, since a long run takes hours. */
export const propertyTimeout: number = process.env['URIKIT_LONG_RUN'] ? 24 * 3_600_000 : 60_000;
