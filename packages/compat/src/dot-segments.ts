// RFC 3986 §5.2.4 remove_dot_segments as fast-uri runs it, index-based and linear: the
// same steps, plus fast-uri's one departure — a path ending in "//" ends in "/".

const DOT = 0x2e;
const SLASH = 0x2f;

/**
 * Removes the dot segments of a path (RFC 3986 §5.2.4, rules A–E), except that, as in
 * fast-uri, a final `//` is written `/` (§5.2.4 keeps `//`; see the README).
 *
 * @example
 * ```ts
 * removeDotSegments('/a/b/c/./../../g'); // → '/a/g'
 * removeDotSegments('/a//'); // → '/a/'
 * ```
 */
export function removeDotSegments(path: string): string {
  const n = path.length;
  const output: string[] = [];
  let i = 0;
  while (i < n) {
    const rest = n - i;
    const c0 = path.charCodeAt(i);
    const c1 = path.charCodeAt(i + 1);
    const c2 = path.charCodeAt(i + 2);
    if (rest === 1) {
      // Rule D: "." alone is removed; anything else moves (rule E).
      if (c0 !== DOT) output.push(path.slice(i));
      break;
    }
    if (rest === 2) {
      if (c0 === DOT && c1 === DOT) break; // rule D
      if (c0 === SLASH && (c1 === DOT || c1 === SLASH)) {
        // Rule B ("/." → "/"), and fast-uri's reading of a final "//".
        output.push('/');
        break;
      }
    } else if (rest === 3 && c0 === SLASH && c1 === DOT && c2 === DOT) {
      // Rule C on a final "/..".
      output.pop();
      output.push('/');
      break;
    }
    if (c0 === DOT) {
      // Rule A: "../" and "./" prefixes go.
      if (c1 === DOT && c2 === SLASH) {
        i += 3;
        continue;
      }
      if (c1 === SLASH) {
        i += 2;
        continue;
      }
    } else if (c0 === SLASH && c1 === DOT) {
      // Rule B "/./" → "/"; rule C "/../" → "/" and the last output segment goes.
      if (c2 === SLASH) {
        i += 2;
        continue;
      }
      if (c2 === DOT && path.charCodeAt(i + 3) === SLASH) {
        i += 3;
        output.pop();
        continue;
      }
    }
    // Rule E: move the first segment, with its leading "/", to the output.
    const next = path.indexOf('/', i + 1);
    if (next === -1) {
      output.push(path.slice(i));
      break;
    }
    output.push(path.slice(i, next));
    i = next;
  }
  return output.join('');
}
