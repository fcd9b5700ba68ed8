// RFC 3986 §7.5 secrets in query and fragment parameters, and §7.3 parameter names that a back end
// which decodes or folds case reads as duplicates of each other (?user=a&%75ser=b).
import { type FindingSink, quote, report } from './context.js';
import { canonicalName, scanSecretPairs } from './secret-names.js';

/** Reports secret parameters (by `names`) and names that collide once decoded and case-folded. */
export function checkParameters(context: FindingSink, names: Set<string>): void {
  const { input, spans } = context;
  if (spans.queryStart >= 0) {
    const changed = scan(context, names, spans.queryStart, spans.queryEnd, 'query');
    // Two names that collide are written differently but read the same once canonical, so one of
    // them holds a character that canonicalName changes: scanSecretPairs saw it in some name
    // (its pairs split the '&'-separated ones further). And two names need an '&' between them.
    // Without either, the scan and its Map are skipped.
    if (changed) {
      const amp = input.indexOf('&', spans.queryStart);
      if (amp >= 0 && amp < spans.queryEnd)
        checkVariants(context, spans.queryStart, spans.queryEnd);
    }
  }
  if (spans.fragmentStart >= 0) scan(context, names, spans.fragmentStart, input.length, 'fragment');
}

// Reports the secrets of the query or fragment; returns scanSecretPairs' answer.
function scan(
  context: FindingSink,
  names: Set<string>,
  start: number,
  end: number,
  component: 'query' | 'fragment',
): boolean {
  const found = component === 'query' ? secretInQuery : secretInFragment;
  return scanSecretPairs(context.input, start, end, names, found, context);
}

// Module-level reporters, so that a scan allocates no closure.
function secretInQuery(context: FindingSink, nameStart: number, from: number, to: number): void {
  reportSecret(context, 'query', nameStart, from, to);
}

function secretInFragment(context: FindingSink, nameStart: number, from: number, to: number): void {
  reportSecret(context, 'fragment', nameStart, from, to);
}

function reportSecret(
  context: FindingSink,
  component: 'query' | 'fragment',
  nameStart: number,
  valueStart: number,
  valueEnd: number,
): void {
  if (valueEnd === valueStart) return;
  report(
    context,
    component === 'query' ? 'secret-in-query' : 'secret-in-fragment',
    'warning',
    component,
    valueStart,
    valueEnd,
    `the ${component} parameter ${quote(context.input.slice(nameStart, valueStart - 1))} carries a secret that ends up in logs, history and Referer headers`,
    'RFC 3986 §7.5',
  );
}

export function checkVariants(context: FindingSink, start: number, end: number): void {
  const { input } = context;
  const seen = new Map<string, string>();
  let pair = start;
  while (pair <= end) {
    let i = pair;
    let nameEnd = -1;
    for (; i < end; i++) {
      const c = input.charCodeAt(i);
      if (c === 0x26) break;
      if (c === 0x3d && nameEnd < 0) nameEnd = i;
    }
    if (nameEnd < 0) nameEnd = i;
    if (nameEnd > pair) {
      const written = input.slice(pair, nameEnd);
      const key = canonicalName(input, pair, nameEnd);
      const before = seen.get(key);
      if (before === undefined) seen.set(key, written);
      else if (before !== written) {
        report(
          context,
          'duplicate-parameter-variant',
          'warning',
          'query',
          pair,
          nameEnd,
          `the parameter name ${quote(written)} differs from ${quote(before)} only in case or percent-encoding: a back end that normalizes reads a duplicate`,
          'RFC 3986 §7.3, §6.2.2',
        );
      }
    }
    pair = i + 1;
  }
}
