// Cloud instance metadata services: the addresses and names that SSRF attacks aim at to steal
// credentials. Their addresses are special-purpose already (link-local, CGNAT, unique local);
// this list names them.

/** IPv4 metadata addresses as 32-bit values (AWS/GCP/Azure/OpenStack, AWS ECS, Alibaba, Oracle). */
export const METADATA_IPV4: readonly number[] = [
  0xa9fea9fe, // 169.254.169.254
  0xa9feaa02, // 169.254.170.2 (AWS ECS task metadata)
  0x646464c8, // 100.100.100.200 (Alibaba Cloud)
  0xc00000c0, // 192.0.0.192 (Oracle Cloud)
];

/** IPv6 metadata addresses as 8 words (AWS Nitro: fd00:ec2::254). */
export const METADATA_IPV6: readonly (readonly number[])[] = [
  [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254],
];

/** Host names that resolve to a metadata service inside a cloud (lower case, no trailing dot). */
export const METADATA_NAMES: readonly string[] = [
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
];

/** Whether an IPv4 (4 bytes) or IPv6 (8 words) address is a metadata service's. */
export function isMetadataAddress(address: Uint8Array | Uint16Array): boolean {
  if (address.length === 4) {
    const v = ((address[0]! << 24) | (address[1]! << 16) | (address[2]! << 8) | address[3]!) >>> 0;
    return METADATA_IPV4.includes(v);
  }
  for (const words of METADATA_IPV6) {
    let same = true;
    for (let i = 0; i < 8; i++) if (words[i] !== address[i]) same = false;
    if (same) return true;
  }
  return false;
}

/** Whether a host name (ASCII, any case, trailing dot allowed) names a metadata service. */
export function isMetadataName(host: string): boolean {
  return isMetadataNameAt(host, 0, host.length);
}

/** {@link isMetadataName} of the host `text[start, end)` (inspect's isQuiet reads it in place). */
export function isMetadataNameAt(text: string, start: number, end: number): boolean {
  // Every name starts with 'm' or 'i': most hosts are settled by their first letter.
  const first = text.charCodeAt(start) | 0x20;
  if (first !== 0x6d && first !== 0x69) return false;
  let name = text.slice(start, end).toLowerCase();
  if (name.endsWith('.')) name = name.slice(0, -1);
  return METADATA_NAMES.includes(name);
}
