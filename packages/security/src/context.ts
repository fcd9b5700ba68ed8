// The state inspect's checks share: the input, its RFC 3986 reading (parse, or Appendix B split
// offsets when it is not a reference), its WHATWG reading, and the findings collected so far.
import type { UriError, UriReference } from '@urikit/syntax';
import { type Finding, type FindingCode, finding, type Severity } from './finding.js';
import type { Spans } from './spans.js';
import type { WhatwgReading } from './url-standard.js';

/**
 * The part of the context that report and the checks of the path, query and fragment
 * (checkTranscoding, checkParameters) read: the input, its spans and the findings so far.
 */
export interface FindingSink {
  input: string;
  spans: Spans;
  findings: Finding[];
}

export interface Context extends FindingSink {
  /** parse's answer, or undefined when the input is not a URI reference. */
  parsed: UriReference | undefined;
  /** parse's error when it failed. */
  error: UriError | undefined;
  whatwg: WhatwgReading;
  /**
   * Whether the input is a valid RFC 3986 URI whose WHATWG host is text of lower-case letters,
   * digits, '.' and '-' (an http(s) host that plainHostEnd accepts, or a file: URL's first
   * segment): no percent-encoding, Unicode or upper case to look at.
   */
  plainHost: boolean;
  /** Whether the input is read as an RFC 3987 IRI. */
  iri: boolean;
}

/** Adds a finding to the context, its offsets clamped into the input. */
export function report(
  context: FindingSink,
  code: FindingCode,
  severity: Severity,
  component: string,
  start: number,
  end: number,
  message: string,
  reference: string,
): Finding {
  const f = finding(
    code,
    severity,
    component,
    start,
    end,
    context.input.length,
    message,
    reference,
  );
  context.findings.push(f);
  return f;
}

/** The component an offset falls in, by the Appendix B spans. */
export function componentAt(spans: Spans, index: number): string {
  if (spans.fragmentStart >= 0 && index >= spans.fragmentStart) return 'fragment';
  if (spans.queryStart >= 0 && index >= spans.queryStart) return 'query';
  if (index >= spans.pathStart) return 'path';
  if (spans.authorityStart >= 0 && index >= spans.authorityStart) {
    if (spans.portStart >= 0 && index >= spans.portStart) return 'port';
    if (index >= spans.hostStart) return 'host';
    return 'userinfo';
  }
  return 'scheme';
}

/** Quotes a piece of input for a message, shortened past 60 characters. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);
}
