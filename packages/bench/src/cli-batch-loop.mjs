// The baseline of the CLI batch row (issue 18): the same loop over @urikit/normalize in one
// process — read the whole file, normalize each line, write every result — with no streams.
import { readFileSync, writeSync } from 'node:fs';
import { normalize } from '@urikit/normalize';

const text = readFileSync(process.argv[2], 'utf8');
const out = [];
let failed = 0;
for (const line of text.split('\n')) {
  if (line === '') continue;
  try {
    out.push(normalize(line));
  } catch (error) {
    failed++;
    writeSync(2, `${error.message}\n`);
  }
}
writeSync(1, `${out.join('\n')}\n`);
process.exitCode = failed > 0 ? 1 : 0;
