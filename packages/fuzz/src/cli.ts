// `pnpm fuzz [--minutes N] [--target NAME] [--seed N] [--mode generate|guided] [--linear-every N]
// [--no-save] [--list] [--compare]`: runs the campaign for as long as asked and prints, per
// target, the inputs tried, the inputs kept (guided) and the findings, each saved minimized to
// packages/fuzz/corpus/<target>/.
import { type Mode, runCampaign } from './engine/campaign.js';
import { allTargets } from './targets/index.js';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

const targets = (await allTargets()).filter((t) => {
  const wanted = option('target');
  return (
    wanted === undefined ||
    wanted.split(',').some((w) => t.name === w || t.name.startsWith(`${w}/`) || t.name.includes(w))
  );
});

if (flag('list')) {
  for (const t of targets) console.log(`${t.name.padEnd(30)} ${t.description}`);
  process.exit(0);
}
if (targets.length === 0) {
  console.error('no target matches --target');
  process.exit(2);
}

const minutes = Number(option('minutes') ?? '1');
const seed = Number(option('seed') ?? String(Date.now() % 1_000_000_007));
const linearEvery = Number(option('linear-every') ?? '200');
const save = !flag('no-save');

function runOnce(mode: Mode, milliseconds: number) {
  console.log(
    `fuzz: ${targets.length} targets, ${mode}, seed ${seed}, ${(milliseconds / 60000).toFixed(1)} min`,
  );
  const result = runCampaign({
    targets,
    seed,
    milliseconds,
    mode,
    linearEvery,
    save,
    log: (line) => console.log(line),
  });
  let total = 0;
  for (const [name, s] of result.stats) {
    total += s.inputs;
    console.log(
      `  ${name.padEnd(30)} ${String(s.inputs).padStart(9)} inputs ${mode === 'guided' ? `${String(s.kept).padStart(6)} kept ` : ''}${String(s.linearChecks).padStart(6)} linear checks ${s.findings.length} findings`,
    );
  }
  console.log(
    `fuzz: ${total} inputs in ${(result.elapsed / 1000).toFixed(0)} s, ${result.findings.length} distinct findings, ${result.blocks} blocks reached${mode === 'guided' ? `, ${result.features} features` : ''}`,
  );
  console.log(
    `STATS ${JSON.stringify({ mode, seed, ms: result.elapsed, blocks: result.blocks, features: result.features, findings: result.findings.map((f) => `${f.target}: ${f.property}`), inputs: Object.fromEntries([...result.stats].map(([n, s]) => [n, s.inputs])) })}`,
  );
  return result;
}

if (flag('compare')) {
  // The same time in each mode, coverage measured in both (the generate run keeps nothing).
  const half = (minutes * 60_000) / 2;
  runOnce('guided', half);
  runOnce('generate', half);
} else {
  runOnce((option('mode') as Mode | undefined) ?? 'generate', minutes * 60_000);
}
