// inspect: RFC 3986 §7 as code. Runs every check over any string and returns the findings, each
// with a stable code, a severity, offsets into the input and the section it comes from.

import { isUriReference, parse, tryParse, UriError } from '@urikit/syntax';
import { checkInspectArguments, checkList } from './arguments.js';
import { checkEnsHost, checkEthereumUri } from './check-ens.js';
import { checkIdn } from './check-idn.js';
import { checkIPHost } from './check-ip-host.js';
import { checkParameters } from './check-parameters.js';
import { checkPortAndScheme } from './check-port-scheme.js';
import { checkSyntax } from './check-syntax.js';
import { checkTranscoding } from './check-transcoding.js';
import { checkUserinfo } from './check-userinfo.js';
import type { Context, FindingSink } from './context.js';
import { checkDifferential } from './differential.js';
import type { Finding } from './finding.js';
import { checkQuiet, isQuiet } from './quiet-checks.js';
import { defaultSecretNames, secretNameSet } from './secret-names.js';
import { type Spans, spansAfter, spansOf } from './spans.js';
import { plainHostEnd, plainReading, readWhatwg, type WhatwgReading } from './url-standard.js';

/**
 * Options of {@link inspect}.
 *
 * @example
 * ```ts
 * const options: InspectOptions = { whatwg: false, iri: true };
 * ```
 */
export interface InspectOptions {
  /**
   * Report where the URL Standard's parser (@urikit/whatwg: the same on every runtime, whatever
   * its own `URL` says) reads a component differently from RFC 3986 (`parser-differential`,
   * `whatwg-rejects`). Default `true`.
   */
  whatwg?: boolean;
  /** Read the input as an RFC 3987 IRI (non-ASCII characters allowed). Default `false`. */
  iri?: boolean;
  /** More parameter names whose values are secrets (see SECRET_PARAMETERS). */
  secretNames?: readonly string[];
}

const SEVERITY_ORDER = { danger: 0, warning: 1, info: 2 } as const;

/**
 * Every security finding about a URI reference (RFC 3986 §7): where it is not RFC 3986 and how a
 * WHATWG parser reads it instead (each component on which the readings differ, with the host each
 * reaches), semantic attacks (§7.6), sensitive information (§7.5), rare IP address forms and
 * special-purpose addresses (§7.4), back-end transcoding hazards (§7.3), deceptive IDN hosts
 * (UTS #46, UTS #39), ports and executable schemes; and ENS names (`.eth` hosts, EIP-681
 * targets) that do not normalize under ENSIP-15 or look like hex addresses. Accepts any
 * string; never throws for one.
 * Findings come sorted by offset, the most severe first at one offset.
 *
 * @example
 * ```ts
 * inspect('https://example.com/').length; // → 0
 * inspect('ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm').map((f) => f.code); // → ['userinfo-looks-like-host', 'userinfo-present', 'special-purpose-address']
 * inspect('http://0x7f.1/', { whatwg: false }).map((f) => f.code); // → ['ipv4-rare-form', 'special-purpose-address']
 * ```
 */
export function inspect(input: string, options?: InspectOptions): Finding[] {
  return inspectWith(input, options, true);
}

/**
 * {@link inspect}, with its fast paths (`fast`) or without them: the tests compare the two. Not
 * exported by the package.
 */
export function inspectWith(
  input: string,
  options: InspectOptions | undefined,
  fast: boolean,
): Finding[] {
  options = checkInspectArguments(input, options);
  checkList('inspect', 'options.secretNames', options?.secretNames, 'string');
  const names =
    options?.secretNames === undefined
      ? defaultSecretNames()
      : secretNameSet(options.secretNames, false);
  const quick = fast && options?.whatwg === false && options.iri !== true;
  let spans: Spans | undefined;
  let invalid = false;
  if (quick) {
    // Without the parser differential (the one check that needs the WHATWG reading of any URI),
    // the common URI where only the path, query and fragment can hold findings (isQuiet) skips
    // the WHATWG reading and every other check, and needs no components: a valid reference's
    // spans are Appendix B's (the contract of @urikit/syntax).
    if (isUriReference(input)) {
      // An http(s) URI with a plain host (plainHostEnd's) has no userinfo or port: its spans
      // follow from the host's end.
      const hostEnd = plainHostEnd(input);
      const schemeEnd = input.charCodeAt(4) === 0x73 ? 5 : 4;
      spans =
        hostEnd > 0
          ? spansAfter(input, schemeEnd, -1, schemeEnd + 3, hostEnd, -1, hostEnd)
          : spansOf(input);
      const firstPercent = input.indexOf('%', spans.schemeEnd + 1);
      if (isQuiet(input, spans, firstPercent)) {
        const sink: FindingSink = { input, spans, findings: [] };
        checkTranscoding(sink, firstPercent);
        checkParameters(sink, names);
        return sorted(sink.findings);
      }
    } else invalid = true;
  }
  const parseOptions = options?.iri === true ? { iri: true } : undefined;
  // tryParse fails where isUriReference did (the same grammar without options).
  const parsed = invalid ? undefined : tryParse(input, parseOptions);
  let error: UriError | undefined;
  if (parsed === undefined) {
    try {
      parse(input, parseOptions);
    } catch (e) {
      if (e instanceof UriError) error = e;
    }
  }
  const valid = fast && parsed !== undefined && options?.iri !== true;
  // Appendix B's spans: for a valid reference, those of its components (the contract of
  // @urikit/syntax).
  spans ??= spansOf(input);
  // The URL Standard's reading, which every check of the authority looks at. Without the
  // differential, which needs the parser's record, a valid URI of plainHostEnd's shape is read
  // without the parser (plainReading; a test compares the two).
  const hostEnd = valid && options?.whatwg === false ? plainHostEnd(input) : -1;
  const plain = hostEnd > 0 ? plainReading(input, hostEnd) : undefined;
  // A valid URI holds nothing the validation errors would point at; the differential names the
  // error a parse fails on, which nothing else reads.
  const whatwg =
    plain ?? readWhatwg(input, !valid ? 'all' : options?.whatwg === false ? 'none' : 'quick');
  const plainHost =
    plain !== undefined || (valid && isPlainReading(input, whatwg, spans.schemeEnd));
  const context: Context = {
    input,
    parsed,
    error,
    spans,
    whatwg,
    plainHost,
    findings: [],
    iri: options?.iri === true,
  };
  // A valid URI whose reading is plain, or a file: URL without a host, takes the checks of
  // checkQuiet.
  const quiet =
    plainHost || (valid && whatwg.hostStart < 0 && whatwg.url != null && input.startsWith('file:'));
  if (quiet) checkQuiet(context, names);
  else {
    checkSyntax(context);
    checkUserinfo(context);
    checkIPHost(context);
    checkIdn(context);
    checkEnsHost(context);
    checkEthereumUri(context);
    checkPortAndScheme(context);
    checkTranscoding(context);
    checkParameters(context, names);
  }
  if (options?.whatwg !== false) checkDifferential(context);
  return sorted(context.findings);
}

/**
 * Whether the URL Standard read a valid RFC 3986 URI (so without whitespace, controls,
 * backslashes or non-ASCII) as `http://`, `https://` or `file://` (in lower case) followed at once by a host of
 * lower-case letters, digits, '.' and '-', with neither userinfo nor port (Context.plainHost).
 */
function isPlainReading(input: string, whatwg: WhatwgReading, schemeEnd: number): boolean {
  const { scheme, rawHost } = whatwg;
  if (scheme !== 'http' && scheme !== 'https' && scheme !== 'file') return false;
  if (!input.startsWith(scheme)) return false;
  if (whatwg.url == null || whatwg.userinfoStart >= 0 || whatwg.portStart >= 0) return false;
  if (rawHost === undefined || whatwg.hostStart !== schemeEnd + 3) return false;
  for (let i = 0; i < rawHost.length; i++) {
    const c = rawHost.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x2d)) {
      return false;
    }
  }
  return true;
}

// Findings by offset, the most severe first at one offset.
function sorted(findings: Finding[]): Finding[] {
  if (findings.length > 1)
    findings.sort(
      (a, b) => a.start - b.start || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity],
    );
  return findings;
}
