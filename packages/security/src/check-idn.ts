// Internationalized host names: labels that fail UTS #46 (with the URL Standard's flags),
// invisible characters (ZWJ, ZWNJ, bidi controls, variation selectors, soft hyphens), labels that
// mix scripts (UTS #39 §5.2 restriction levels), and Punycode labels that decode to such text.
import { toUnicode, tryPunycodeDecode, URL_STANDARD_OPTIONS } from '@urikit/idn';
import { percentDecode } from '@urikit/percent-encoding';
import { type Context, quote, report } from './context.js';
import { analyzeScripts } from './mixed-script.js';
import { isInvisible } from './script-sets.js';

function isDot(c: number): boolean {
  return c === 0x2e || c === 0x3002 || c === 0xff0e || c === 0xff61;
}

/** The first invisible code point of `text`, as [offset, length], or undefined. */
function firstInvisible(text: string): [number, number] | undefined {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xa0) continue;
    const cp = text.codePointAt(i)!;
    if (isInvisible(cp)) return [i, cp > 0xffff ? 2 : 1];
    if (cp > 0xffff) i++;
  }
  return undefined;
}

function describe(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Reports IDNA failures, invisible characters, mixed scripts and deceptive Punycode in the host. */
export function checkIdn(context: Context): void {
  const { input, whatwg, spans } = context;
  const start = whatwg.hostStart >= 0 ? whatwg.hostStart : spans.hostStart;
  const end = whatwg.hostStart >= 0 ? whatwg.hostEnd : spans.hostEnd;
  if (start < 0 || end <= start || input.charCodeAt(start) === 0x5b) return;
  // Cheap exit: an ASCII host without '%' or an "xn--" label has nothing to check here. A plain
  // host (Context.plainHost) is ASCII without '%', and an "xn--" label needs a '-': a host without
  // one skips the scan. Its rawHost is the short host text itself (or '' for a file: localhost),
  // so the search stops at the host's end.
  if (context.plainHost && whatwg.rawHost!.indexOf('-') < 0) return;
  let interesting = false;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (
      c >= 0x80 ||
      c === 0x25 ||
      ((c | 0x20) === 0x78 &&
        (input.charCodeAt(i + 1) | 0x20) === 0x6e &&
        input.charCodeAt(i + 2) === 0x2d &&
        input.charCodeAt(i + 3) === 0x2d)
    ) {
      interesting = true;
      break;
    }
  }
  if (!interesting) return;
  const written = input.slice(start, end);
  const host = percentDecode(written, { invalid: 'replace' });
  const hidden = firstInvisible(written);
  if (hidden !== undefined) {
    const cp = written.codePointAt(hidden[0])!;
    report(
      context,
      'invisible-character',
      'danger',
      'host',
      start + hidden[0],
      start + hidden[0] + hidden[1],
      `the invisible character ${describe(cp)} in the host: IDNA removes or keeps it, a reader never sees it`,
      'UTS #39 §3.1; UTS #46 §4',
    );
  } else {
    const decodedHidden = firstInvisible(host);
    if (decodedHidden !== undefined) {
      report(
        context,
        'invisible-character',
        'danger',
        'host',
        start,
        end,
        `the host decodes to text with the invisible character ${describe(host.codePointAt(decodedHidden[0])!)}`,
        'UTS #39 §3.1; UTS #46 §4',
      );
    }
  }
  const { errors } = toUnicode(host, URL_STANDARD_OPTIONS);
  if (errors.length > 0) {
    report(
      context,
      'idna-invalid',
      'warning',
      'host',
      start,
      end,
      `the host fails UTS #46 processing (${errors.join(', ')}): clients refuse it or read it differently`,
      'UTS #46 §4.1; RFC 3986 §7.6',
    );
  }
  // Label by label, in the written text (offsets) with Punycode decoded.
  let labelStart = start;
  for (let i = start; i <= end; i++) {
    if (i < end && !isDot(input.charCodeAt(i))) continue;
    if (i > labelStart) checkLabel(context, labelStart, i);
    labelStart = i + 1;
  }
}

function checkLabel(context: Context, start: number, end: number): void {
  const { input } = context;
  let label = input.slice(start, end);
  if (label.indexOf('%') >= 0) label = percentDecode(label, { invalid: 'replace' });
  const punycode = label.length > 4 && label.slice(0, 4).toLowerCase() === 'xn--';
  if (punycode) {
    const decoded = tryPunycodeDecode(label.slice(4));
    if (decoded === undefined) return;
    const hidden = firstInvisible(decoded);
    const analysis = analyzeScripts(decoded);
    const mixed = analysis.level !== 'ascii-only' && analysis.level !== 'single-script';
    if (hidden !== undefined || mixed) {
      const why =
        hidden !== undefined
          ? `the invisible character ${describe(decoded.codePointAt(hidden[0])!)}`
          : `mixed scripts (${analysis.scripts.join(', ')}; ${analysis.level})`;
      report(
        context,
        'deceptive-punycode',
        'danger',
        'host',
        start,
        end,
        `the Punycode label ${quote(label)} decodes to ${quote(decoded)}, with ${why}`,
        'UTS #39 §5.2; RFC 3492',
      );
    }
    return;
  }
  const analysis = analyzeScripts(label);
  if (analysis.level === 'ascii-only' || analysis.level === 'single-script') return;
  report(
    context,
    'mixed-script',
    analysis.level === 'minimally-restrictive'
      ? 'danger'
      : analysis.level === 'moderately-restrictive'
        ? 'warning'
        : 'info',
    'host',
    start,
    end,
    `the label ${quote(label)} mixes scripts (${analysis.scripts.join(', ')}): ${analysis.level} under UTS #39 §5.2`,
    'UTS #39 §5.2',
  );
}
