// RFC 3986 §3.2.3 and §6.2.3 for the port: "URI producers and normalizers should omit the
// port component and its ':' delimiter if port is empty or if its value would be the same
// as that of the scheme's default".

/**
 * The port to write, or undefined to omit it with its ':'. The port is a decimal number
 * (§3.2.3), so leading zeros are dropped ('080' is port 80), as digits, so that any
 * length is fine.
 */
export function normalizePort(
  port: string | undefined,
  defaultPort: string | undefined,
): string | undefined {
  if (port === undefined || port === '') return undefined;
  let i = 0;
  const last = port.length - 1;
  while (i < last && port.charCodeAt(i) === 0x30) i++;
  const digits = i === 0 ? port : port.slice(i);
  return digits === defaultPort ? undefined : digits;
}
