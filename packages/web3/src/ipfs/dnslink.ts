// DNSLink names in one DNS label (IPFS Subdomain Gateway spec, "Host" request header): a
// subdomain gateway serves /ipns/<dnslink-name> at <inlined>.ipns.<gateway>, where every "-"
// of the name becomes "--" and every "." becomes "-", so that one wildcard TLS certificate
// covers every site.
import { expectString } from '../arguments.js';
import { Web3Error } from '../errors.js';

/** RFC 1035 §2.3.4: a label is at most 63 octets. */
export const MAX_LABEL = 63;

/**
 * A DNSLink name inlined into one DNS label: `-` → `--`, then `.` → `-`. Throws
 * `label-too-long` (at the name's offset where the label passes 63 characters) when the
 * result cannot be a DNS label.
 *
 * @example
 * ```ts
 * inlineDnslinkName('en.wikipedia-on-ipfs.org'); // → 'en-wikipedia--on--ipfs-org'
 * inlineDnslinkName('docs.ipfs.tech'); // → 'docs-ipfs-tech'
 * ```
 */
export function inlineDnslinkName(name: string): string {
  expectString('inlineDnslinkName', 'name', name);
  let label = '';
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    label += c === 0x2d ? '--' : c === 0x2e ? '-' : name[i]!;
    if (label.length > MAX_LABEL) throw new Web3Error('label-too-long', name, i, 'a DNS label');
  }
  return label;
}

/**
 * The DNSLink name of an inlined label: each `--` → `-`, each remaining `-` → `.` (read left
 * to right, so `---` is `-.`), the inverse of {@link inlineDnslinkName}.
 *
 * @example
 * ```ts
 * uninlineDnslinkName('en-wikipedia--on--ipfs-org'); // → 'en.wikipedia-on-ipfs.org'
 * ```
 */
export function uninlineDnslinkName(label: string): string {
  expectString('uninlineDnslinkName', 'label', label);
  let name = '';
  for (let i = 0; i < label.length; i++) {
    if (label.charCodeAt(i) !== 0x2d) name += label[i]!;
    else if (label.charCodeAt(i + 1) === 0x2d) {
      name += '-';
      i++;
    } else name += '.';
  }
  return name;
}
