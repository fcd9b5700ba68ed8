// NormalizeError: what normalize and iriToUri throw when a valid reference has a host that
// cannot be converted as asked (UTS #46 ToASCII failed, or the reg-name is not UTF-8).

/**
 * Why a host could not be converted (UTS #46 §4.2 ToASCII, RFC 3986 §3.2.2). Never
 * renamed once released.
 *
 * @example
 * ```ts
 * try {
 *   normalize('http://%ff/', { host: 'ascii' });
 * } catch (e) {
 *   const code: NormalizeErrorCode = (e as NormalizeError).code;
 *   // → 'invalid-host-encoding'
 * }
 * ```
 */
export type NormalizeErrorCode =
  /** UTS #46 ToASCII failed; `errors` lists the IdnaTestV2.txt status codes. */
  | 'invalid-idn-host'
  /** The host's percent-encoded octets are not well-formed UTF-8 (RFC 3986 §3.2.2). */
  | 'invalid-host-encoding';

const descriptions: Record<NormalizeErrorCode, string> = {
  'invalid-idn-host': 'host is not a valid internationalized domain name',
  'invalid-host-encoding': "host's percent-encoded octets are not UTF-8",
};

/**
 * Thrown when a reference is valid but its host cannot be converted as the options ask
 * (UTS #46 §4.2 ToASCII, RFC 3986 §3.2.2, RFC 3987 §3.1 step 1). Invalid references get
 * the syntax package's `UriError` instead.
 *
 * @example
 * ```ts
 * try {
 *   normalize('http://xn--a.example/', { host: 'ascii' });
 * } catch (e) {
 *   if (e instanceof NormalizeError) console.log(e.code, e.index, e.errors);
 *   // → invalid-idn-host 7 [ 'V7' ]
 * }
 * ```
 */
export class NormalizeError extends Error {
  /** What went wrong; one of a closed set. */
  readonly code: NormalizeErrorCode;
  /** The reference that was being normalized or mapped. */
  readonly input: string;
  /** The offset in `input` where the host starts. */
  readonly index: number;
  /** The UTS #46 status codes (`'P4'`, `'V6'`, `'B1'`, …) for `'invalid-idn-host'`; else empty. */
  readonly errors: readonly string[];

  constructor(code: NormalizeErrorCode, input: string, index: number, errors: readonly string[]) {
    const detail = errors.length > 0 ? ` [${errors.join(', ')}]` : '';
    super(`${descriptions[code]}${detail} at index ${index}: ${JSON.stringify(input)}`);
    this.name = 'NormalizeError';
    this.code = code;
    this.input = input;
    this.index = index;
    this.errors = errors;
  }
}
