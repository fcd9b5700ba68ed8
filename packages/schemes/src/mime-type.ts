// The WHATWG MIME Sniffing Standard's "parse a MIME type" (§4.4), used by the data: URL
// processor of the Fetch Standard, which parseDataUrl follows.

// HTTP token code points (RFC 9110 §5.6.2): "!#$%&'*+-.^_`|~" and alphanumerics.
function isToken(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) ||
    (c < 0x7f && "!#$%&'*+-.^_`|~".indexOf(String.fromCharCode(c)) >= 0)
  );
}

function allToken(value: string): boolean {
  if (value.length === 0) return false;
  for (let i = 0; i < value.length; i++) if (!isToken(value.charCodeAt(i))) return false;
  return true;
}

function isHttpSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/**
 * The parsed MIME type: lower-case essence and the parameters in order, or undefined. Its
 * input is printable ASCII (see parseDataUrl).
 */
export function parseMimeType(
  input: string,
): { essence: string; parameters: Array<[string, string]> } | undefined {
  let start = 0;
  let end = input.length;
  while (start < end && isHttpSpace(input.charCodeAt(start))) start++;
  while (end > start && isHttpSpace(input.charCodeAt(end - 1))) end--;
  let i = input.indexOf('/', start);
  if (i < 0 || i >= end) return undefined;
  const type = input.slice(start, i);
  let j = input.indexOf(';', i + 1);
  if (j < 0 || j > end) j = end;
  let subEnd = j;
  while (subEnd > i + 1 && isHttpSpace(input.charCodeAt(subEnd - 1))) subEnd--;
  const subtype = input.slice(i + 1, subEnd);
  if (!allToken(type) || !allToken(subtype)) return undefined;
  const parameters: Array<[string, string]> = [];
  const seen = new Set<string>();
  i = j;
  while (i < end) {
    i++; // past ";"
    while (i < end && isHttpSpace(input.charCodeAt(i))) i++;
    let k = i;
    while (k < end && input.charCodeAt(k) !== 0x3b && input.charCodeAt(k) !== 0x3d) k++;
    const name = input.slice(i, k).toLowerCase();
    i = k;
    if (i < end) {
      if (input.charCodeAt(i) === 0x3b) continue;
      i++; // past "="
    }
    if (i >= end) break;
    let value = '';
    if (input.charCodeAt(i) === 0x22) {
      // "collect an HTTP quoted string" with extract-value set
      i++;
      while (i < end) {
        const c = input.charCodeAt(i);
        if (c === 0x22) {
          i++;
          break;
        }
        if (c === 0x5c) {
          i++;
          if (i >= end) {
            value += '\\';
            break;
          }
        }
        value += input[i];
        i++;
      }
      while (i < end && input.charCodeAt(i) !== 0x3b) i++;
    } else {
      k = i;
      while (k < end && input.charCodeAt(k) !== 0x3b) k++;
      let valueEnd = k;
      while (valueEnd > i && isHttpSpace(input.charCodeAt(valueEnd - 1))) valueEnd--;
      value = input.slice(i, valueEnd);
      i = k;
      if (value === '') continue;
    }
    // The value's code points are HTTP quoted-string token code points (tab, U+0020–U+007E,
    // U+0080–U+00FF) by construction: the data: URL's media type is printable ASCII once the
    // URL parser has percent-encoded it, so that check of §4.4 step 11.9 always holds here.
    if (allToken(name) && !seen.has(name)) {
      seen.add(name);
      parameters.push([name, value]);
    }
  }
  return { essence: `${type.toLowerCase()}/${subtype.toLowerCase()}`, parameters };
}
