// `pnpm complexity-extract`: the extract complexity cases alone, up to 10 MB (the size;
// `pnpm bench` stops at 1 MB for every case), with 400 kB and 800 kB where issue 27 reported a
// cliff, urikit beside linkify-it: the goal rows, then the tables.
import { parseArgs } from 'node:util';
import { complexityOptions, runComplexity } from './complexity.js';
import { extractComplexityCases } from './complexity-extract.js';
import { complexityTables, goalsTable, linearGoalRows, machineLine } from './report.js';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const sizes = values.quick
  ? [1_000, 10_000, 100_000, 1_000_000]
  : [10_000, 100_000, 400_000, 800_000, 1_000_000, 4_000_000, 10_000_000];
const result = await runComplexity(
  complexityOptions(sizes, values.quick),
  extractComplexityCases,
  (line) => process.stderr.write(`${line}\n`),
);
console.log(
  [machineLine(), '', ...goalsTable(linearGoalRows(result)), '', ...complexityTables(result)].join(
    '\n',
  ),
);
