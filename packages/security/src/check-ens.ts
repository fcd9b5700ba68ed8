// ENS names where a URI sends a payment or a request: the target (and `address` parameters) of
// an EIP-681 `ethereum:` URI, and a host ending in ".eth". EIP-681 §Security Considerations: a
// hex address takes precedence over an ENS lookup, and a client "may alert the user if an ENS
// address is visually similar to a hexadecimal address" (0xfb69…d359.eth); and a name that does
// not normalize under ENSIP-15 resolves to nothing in a conforming client, or hides a spoof
// (mixed scripts, whole-script confusables). The ENS tables of @urikit/web3 are decoded on the
// first non-ASCII name only.
import { tryPunycodeDecode } from '@urikit/idn';
import { tryPercentDecode } from '@urikit/percent-encoding';
import { ensNormalize, Web3Error } from '@urikit/web3';
import { type Context, quote, report } from './context.js';

const EIP_681 = 'EIP-681 §Security Considerations';
const ENSIP_15 = 'ENSIP-15';

/** Whether `c` is an ASCII hex digit. */
function isHex(c: number): boolean {
  const l = c | 0x20;
  return (c >= 0x30 && c <= 0x39) || (l >= 0x61 && l <= 0x66);
}

/**
 * Whether the first label of `name` reads as a hex address: "0x" and hex digits only (a whole
 * address, or the start of one as wallets abbreviate it), or 40 hex digits without the "0x".
 */
function looksLikeAddress(name: string): boolean {
  let end = name.indexOf('.');
  if (end < 0) end = name.length;
  let at = 0;
  if (name.charCodeAt(0) === 0x30 && (name.charCodeAt(1) | 0x20) === 0x78) at = 2;
  if (end === at) return false;
  for (let i = at; i < end; i++) if (!isHex(name.charCodeAt(i))) return false;
  return at === 2 || end === 40;
}

/**
 * Reports an ENS name that does not normalize (ENSIP-15): `name` as the URI means it (decoded),
 * written at [start, end) of the input; `exact` when `name` is those characters, so that the
 * normalizer's offset points into the input.
 */
function checkNormalizes(
  context: Context,
  component: string,
  name: string,
  start: number,
  end: number,
  exact: boolean,
): void {
  try {
    ensNormalize(name);
  } catch (error) {
    // An engine whose Unicode data is older than ENSIP-15 needs cannot judge a non-ASCII name
    // (@urikit/web3 throws a plain Error): no finding rather than a throw, as inspect promises.
    if (!(error instanceof Web3Error)) return;
    const spoof = error.code === 'ens-mixture' || error.code === 'ens-whole-confusable';
    const at = exact ? start + error.index : start;
    // The whole code point at `at`, a surrogate pair included.
    const width = exact && (name.codePointAt(error.index) ?? 0) > 0xffff ? 2 : 1;
    const f = report(
      context,
      'ens-not-normalized',
      spoof ? 'danger' : 'warning',
      component,
      at,
      exact ? Math.min(at + width, end) : end,
      `the ENS name ${quote(name)} does not normalize (${error.code}): ENS clients resolve it to nothing${spoof ? ', and it may imitate another name' : ''}`,
      ENSIP_15,
    );
    f.detail = error.code;
  }
}

/** The target of EIP-681, or the value of an `address` parameter: an address or an ENS name. */
function checkTarget(context: Context, start: number, end: number): void {
  const { input } = context;
  const written = input.slice(start, end);
  if (written === '') return;
  // EIP-681: "0x" without a dot is a hex address, never an ENS name.
  if (
    written.charCodeAt(0) === 0x30 &&
    (written.charCodeAt(1) | 0x20) === 0x78 &&
    written.indexOf('.') < 0
  ) {
    return;
  }
  const name = written.indexOf('%') < 0 ? written : tryPercentDecode(written);
  if (name === undefined) return;
  if (looksLikeAddress(name)) {
    report(
      context,
      'ens-name-like-address',
      'danger',
      start < context.spans.pathEnd ? 'path' : 'query',
      start,
      end,
      `the ENS name ${quote(name)} looks like a hex address: a reader takes it for one, and the payment goes wherever the name resolves`,
      EIP_681,
    );
  }
  checkNormalizes(
    context,
    start < context.spans.pathEnd ? 'path' : 'query',
    name,
    start,
    end,
    name === written,
  );
}

/**
 * EIP-681: `ethereum:` [ "pay-" ] target [ "@" chain_id ] [ "/" function_name ] [ "?" parameters ].
 * The target ends at "@" or "/"; `address=` parameters name an account the same way.
 */
export function checkEthereumUri(context: Context): void {
  const { input, spans } = context;
  if (spans.schemeEnd !== 8 || spans.authorityStart >= 0) return;
  if (input.slice(0, 8).toLowerCase() !== 'ethereum') return;
  let at = spans.pathStart;
  if (input.startsWith('pay-', at)) at += 4;
  let end = at;
  while (end < spans.pathEnd) {
    const c = input.charCodeAt(end);
    if (c === 0x40 || c === 0x2f) break;
    end++;
  }
  checkTarget(context, at, end);
  if (spans.queryStart < 0) return;
  for (let p = spans.queryStart; p < spans.queryEnd; ) {
    let stop = input.indexOf('&', p);
    if (stop < 0 || stop > spans.queryEnd) stop = spans.queryEnd;
    if (input.startsWith('address=', p)) checkTarget(context, p + 8, stop);
    p = stop + 1;
  }
}

/** Whether input[start, end) ends in ".eth", in any case (and has a label before it). */
export function endsWithEth(input: string, start: number, end: number): boolean {
  return (
    end - start > 4 &&
    input.charCodeAt(end - 4) === 0x2e &&
    (input.charCodeAt(end - 3) | 0x20) === 0x65 &&
    (input.charCodeAt(end - 2) | 0x20) === 0x74 &&
    (input.charCodeAt(end - 1) | 0x20) === 0x68
  );
}

/**
 * A host that ends in ".eth" names an ENS name (through a resolver, an extension or a
 * gateway): it must normalize. Percent-encoding and Punycode labels are decoded first, as a
 * browser would have encoded the name.
 */
export function checkEnsHost(context: Context): void {
  const { input, whatwg, spans } = context;
  const start = whatwg.hostStart >= 0 ? whatwg.hostStart : spans.hostStart;
  let end = whatwg.hostStart >= 0 ? whatwg.hostEnd : spans.hostEnd;
  if (start < 0) return;
  if (input.charCodeAt(end - 1) === 0x2e) end--;
  if (!endsWithEth(input, start, end)) return;
  const written = input.slice(start, end);
  let name = written.indexOf('%') < 0 ? written : tryPercentDecode(written);
  if (name === undefined) return;
  if (name.toLowerCase().indexOf('xn--') >= 0) {
    name = name
      .split('.')
      .map((label) =>
        label.slice(0, 4).toLowerCase() === 'xn--'
          ? (tryPunycodeDecode(label.slice(4)) ?? label)
          : label,
      )
      .join('.');
  }
  checkNormalizes(context, 'host', name, start, end, name === written);
}
