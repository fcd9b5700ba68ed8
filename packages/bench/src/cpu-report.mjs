// Preloaded (`node --import`) into the processes of the CLI batch row: at exit, writes the
// process's CPU time (user + system, µs) to the file named by URIKIT_CPU_OUT.
import { writeFileSync } from 'node:fs';

const out = process.env.URIKIT_CPU_OUT;
if (out !== undefined) {
  process.on('exit', () => {
    const usage = process.cpuUsage();
    writeFileSync(out, String(usage.user + usage.system));
  });
}
