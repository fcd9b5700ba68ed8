// Unicode's IdnaTestV2.txt (UTS #46 §8) as records: the file's escapes undone and its column
// inheritance applied, as its header states. The idn conformance test reads every line; the
// runtime matrix reads a slice.

/** One test line: the source and the three processings, each with its sorted status codes. */
export interface IdnaTestLine {
  line: number;
  source: string;
  toUnicode: string;
  toUnicodeStatus: string[];
  toAsciiN: string;
  toAsciiNStatus: string[];
  toAsciiT: string;
  toAsciiTStatus: string[];
}

/** Undoes the file's \uXXXX and \x{…} escapes. */
function unescapeField(field: string): string {
  if (field === '""') return '';
  let out = '';
  for (let i = 0; i < field.length; i++) {
    if (field[i] === '\\' && field[i + 1] === 'u') {
      out += String.fromCharCode(Number.parseInt(field.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (field[i] === '\\' && field[i + 1] === 'x' && field[i + 2] === '{') {
      const close = field.indexOf('}', i);
      out += String.fromCodePoint(Number.parseInt(field.slice(i + 3, close), 16));
      i = close;
    } else {
      out += field[i];
    }
  }
  return out;
}

/** A status column ("[P1, V6]") as a sorted list, or undefined when the column is empty. */
function status(field: string): string[] | undefined {
  if (field === '') return undefined;
  return field
    .slice(1, -1)
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '')
    .sort();
}

/** Every `step`-th test line of the file (every line by default), starting with the first. */
export function parseIdnaTestV2(text: string, step = 1): IdnaTestLine[] {
  const lines: IdnaTestLine[] = [];
  let seen = 0;
  text.split('\n').forEach((raw, index) => {
    const hash = raw.indexOf('#');
    const data = (hash === -1 ? raw : raw.slice(0, hash)).trim();
    if (data === '') return;
    if (seen++ % step !== 0) return;
    const f = data.split(';').map((field) => field.trim());
    // An empty column takes the value of the one before it.
    const source = unescapeField(f[0] ?? '');
    const toUnicode = f[1] ? unescapeField(f[1]) : source;
    const toUnicodeStatus = status(f[2] ?? '') ?? [];
    const toAsciiN = f[3] ? unescapeField(f[3]) : toUnicode;
    const toAsciiNStatus = status(f[4] ?? '') ?? toUnicodeStatus;
    const toAsciiT = f[5] ? unescapeField(f[5]) : toAsciiN;
    const toAsciiTStatus = status(f[6] ?? '') ?? toAsciiNStatus;
    lines.push({
      line: index + 1,
      source,
      toUnicode,
      toUnicodeStatus,
      toAsciiN,
      toAsciiNStatus,
      toAsciiT,
      toAsciiTStatus,
    });
  });
  return lines;
}
