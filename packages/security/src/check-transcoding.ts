// RFC 3986 §7.3 back-end transcoding: percent-encoded octets that a back end may decode into
// controls (%00, %0D%0A), structure (%2F, %5C, %3F, %23, %40 in the authority or path), dot
// segments (%2e%2e), overlong or invalid UTF-8; and dot segments that climb above the root.
import { pctOctetAt } from '@urikit/percent-encoding';
import { componentAt, type FindingSink, report } from './context.js';
import { isRss3Identity } from './rss3-identity.js';

const R73 = 'RFC 3986 §7.3';
// Whole strings, not templates: a long path of dot segments reports one finding per segment, and
// a template builds its string on every call.
const R73_UTF8 = 'RFC 3986 §7.3; RFC 3629 §3, §10';
const R73_DOTS = 'RFC 3986 §7.3; RFC 3986 §5.2.4';

/** The length in octets of a UTF-8 sequence from its lead octet (0: not a lead). */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/**
 * Checks a UTF-8 sequence of percent-encoded octets at `i`: returns the number of characters it
 * spans when valid, `-1` when overlong (C0, C1, E0 80–9F, F0 80–8F: RFC 3629 §3 forbids them,
 * old decoders accept them), `-2` when otherwise invalid.
 */
function utf8At(input: string, i: number, lead: number): number {
  if (lead === 0xc0 || lead === 0xc1) return -1;
  const length = sequenceLength(lead);
  if (length === 0) return -2;
  for (let k = 1; k < length; k++) {
    const octet = pctOctetAt(input, i + 3 * k);
    if (octet < 0x80 || octet > 0xbf) return -2;
    if (k === 1) {
      if (lead === 0xe0 && octet < 0xa0) return -1;
      if (lead === 0xf0 && octet < 0x90) return -1;
      // Surrogates (ED A0–BF) and code points above U+10FFFF (F4 90–BF).
      if (lead === 0xed && octet > 0x9f) return -2;
      if (lead === 0xf4 && octet > 0x8f) return -2;
    }
  }
  return 3 * length;
}

/**
 * Reports encoded controls, delimiters, dot segments, bad UTF-8 and climbing dot segments.
 * `firstPercent`: the first '%' after the scheme, or -1, when the caller has searched already.
 */
export function checkTranscoding(
  context: FindingSink,
  firstPercent = context.input.indexOf('%', context.spans.schemeEnd + 1),
): void {
  const { input, spans } = context;
  const n = input.length;
  const structureEnd = spans.pathEnd;
  // Without a '%' after the scheme the dot-segment check need not search for encoded dots either.
  let i = firstPercent;
  const anyPercent = i >= 0;
  if (!anyPercent) i = n;
  while (i < n) {
    i = input.indexOf('%', i);
    if (i < 0) break;
    const octet = pctOctetAt(input, i);
    if (octet < 0) {
      i++;
      continue;
    }
    const component = componentAt(spans, i);
    if (octet < 0x20 || octet === 0x7f) {
      report(
        context,
        'encoded-control',
        'danger',
        component,
        i,
        i + 3,
        `an encoded control character (%${hex(octet)}): a back end that decodes it may split headers or truncate at NUL`,
        R73,
      );
    } else if (
      i < structureEnd &&
      (octet === 0x2f ||
        octet === 0x5c ||
        octet === 0x3f ||
        octet === 0x23 ||
        octet === 0x40 ||
        (octet === 0x3a && component !== 'path')) &&
      // RSS3 §4.3 writes a URL identity encoded in the userinfo (note:https%3A%2F%2F…@twitter):
      // its delimiters are data of the identity.
      !(
        component === 'userinfo' &&
        isRss3Identity(input, spans.schemeEnd, spans.authorityStart, spans.at)
      )
    ) {
      report(
        context,
        'encoded-delimiter',
        'warning',
        component,
        i,
        i + 3,
        `an encoded '${String.fromCharCode(octet)}' in the ${component}: a back end that decodes before routing reads it as a delimiter`,
        R73,
      );
    } else if (octet >= 0x80) {
      const length = utf8At(input, i, octet);
      if (length < 0) {
        const overlong = length === -1;
        report(
          context,
          overlong ? 'overlong-utf8' : 'invalid-utf8',
          overlong ? 'danger' : 'warning',
          component,
          i,
          i + 3,
          overlong
            ? 'an overlong UTF-8 sequence: a lax decoder reads it as an ASCII character (%C0%AE is ".")'
            : 'percent-encoded octets that are not UTF-8: decoders disagree on what they mean',
          R73_UTF8,
        );
        // Skip the continuation octets of the bad sequence: one finding per sequence.
        i += 3;
        for (let k = 0; k < 3; k++) {
          const next = pctOctetAt(input, i);
          if (next < 0x80 || next > 0xbf) break;
          i += 3;
        }
        continue;
      }
      i += length;
      continue;
    }
    i += 3;
  }
  checkDotSegments(context, anyPercent);
}

function hex(octet: number): string {
  return octet.toString(16).toUpperCase().padStart(2, '0');
}

// Whether a '/' followed by '.' or '%' comes in [start, end). Paths hold few dots and percent
// signs, so a native search for each, checking the character before it, beats a scan of every
// character (and two searches for "/." and "/%" would run on past the path to the input's end).
export function hasSlashDotOrPercent(
  input: string,
  start: number,
  end: number,
  anyPercent = true,
): boolean {
  return slashBefore(input, '.', start, end) || (anyPercent && slashBefore(input, '%', start, end));
}

// Whether `char` occurs in (start, end) right after a '/'.
function slashBefore(input: string, char: string, start: number, end: number): boolean {
  let i = input.indexOf(char, start + 1);
  while (i >= 0 && i < end) {
    if (input.charCodeAt(i - 1) === 0x2f) return true;
    i = input.indexOf(char, i + 1);
  }
  return false;
}

// RFC 3986 §5.2.4 and the URL Standard's single/double-dot segments (which include %2e): encoded
// dot segments, and '..' segments that climb above the root.
function checkDotSegments(context: FindingSink, anyPercent: boolean): void {
  const { input, spans } = context;
  const start = spans.pathStart;
  const end = spans.pathEnd;
  if (start === end) return;
  // A dot segment, plain or encoded, starts the path or follows a '/' with '.' or '%'.
  const first = input.charCodeAt(start);
  if (first !== 0x2e && first !== 0x25 && !hasSlashDotOrPercent(input, start, end, anyPercent)) {
    return;
  }
  // A rootless path of a relative reference climbs relative to its base: only count from a root.
  const rooted = input.charCodeAt(start) === 0x2f || spans.authorityStart >= 0;
  let depth = 0;
  let climbed = false;
  let segment = input.charCodeAt(start) === 0x2f ? start + 1 : start;
  while (segment <= end) {
    let stop = segment;
    let dots = 0;
    let encoded = false;
    let other = false;
    while (stop < end) {
      const c = input.charCodeAt(stop);
      if (c === 0x2f) break;
      if (c === 0x2e) dots++;
      else if (
        c === 0x25 &&
        input.charCodeAt(stop + 1) === 0x32 &&
        (input.charCodeAt(stop + 2) | 0x20) === 0x65
      ) {
        dots++;
        encoded = true;
        stop += 3;
        continue;
      } else other = true;
      stop++;
    }
    const dotSegment = !other && (dots === 1 || dots === 2);
    if (dotSegment && encoded) {
      report(
        context,
        'encoded-dot-segment',
        'danger',
        'path',
        segment,
        stop,
        'a percent-encoded dot segment: WHATWG parsers and decoding back ends remove it, RFC 3986 §5.2.4 does not',
        R73_DOTS,
      );
    }
    if (dotSegment && dots === 2) {
      if (depth === 0 && rooted && !climbed) {
        climbed = true;
        report(
          context,
          'dot-segment-above-root',
          'warning',
          'path',
          segment,
          stop,
          "a '..' segment above the root: removed by §5.2.4, but a server that joins paths itself may leave its root",
          R73_DOTS,
        );
      }
      if (depth > 0) depth--;
    } else if (!dotSegment && stop < end) depth++;
    segment = stop + 1;
  }
}
