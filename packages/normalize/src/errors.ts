// NormalizeError: what normalize and iriToUri throw when a valid reference has a host that
// cannot be converted as asked (UTS #46 ToASCII failed, or the reg-name is not UTF-8).

/** Why a host could not be converted. Never renamed once released. */
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
 * Thrown when a reference is valid but its host cannot be converted as the options ask.
 * Invalid references get the syntax package's `UriError` instead.
 */
export class NormalizeError extends Error {
  readonly code: NormalizeErrorCode;
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
