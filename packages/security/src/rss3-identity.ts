// RSS3 Protocol v0.4.0-rc.1 §4.3: the authority of an rss3:// URI is an instance,
// <account|asset|note>:<identity>@<platform>. Its userinfo is a public identity (an address, a
// handle, a URL), not a user and a password: neither a finding nor something to redact.

const PREFIXES = ['account', 'asset', 'note'];

/**
 * Whether input[start, end) is the userinfo of an `rss3:` URI whose scheme ends at `schemeEnd`
 * and that names an instance: "account:", "asset:" or "note:" and an identity that is not empty.
 */
export function isRss3Identity(
  input: string,
  schemeEnd: number,
  start: number,
  end: number,
): boolean {
  const colon = input.indexOf(':', start);
  return (
    schemeEnd === 4 &&
    input.slice(0, 4).toLowerCase() === 'rss3' &&
    colon + 1 < end &&
    PREFIXES.includes(input.slice(start, colon))
  );
}
