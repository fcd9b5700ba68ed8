// The baseline of the CLI batch row (issue 18): the same loop over @urikit/normalize in one
// process — read the whole file, normalize each line, write every result — with no streams.
import { readFileSync, writeSync } from 'node:fs';
import { normalize } from '@urikit/normalize';

const text = readFileSync(process.argv[2], 'utf8');
const out = [];
const errors = [];
for (const line of text.split('\n')) {
  if (line === '') continue;
  try {
    out.push(normalize(line));
  } catch (error) {
    errors.push(error.message);
  }
}
writeSync(1, `${out.join('\n')}\n`);
if (errors.length > 0) writeSync(2, `${errors.join('\n')}\n`);
process.exitCode = errors.length > 0 ? 1 : 0;
