// Preloaded (`node --import`) into the processes of the CLI batch row: at exit, writes the
// process's CPU time (user + system, µs) to the file named by URIKIT_CPU_OUT, then, where
// /proc tells it (Linux), a space and the main thread's own share: the rest is the worker
// threads' of --jobs and V8's helper threads' (its optimizing compiler, its collector).
import { readFileSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const out = process.env.URIKIT_CPU_OUT;
if (out !== undefined && isMainThread) {
  process.on('exit', () => {
    const usage = process.cpuUsage();
    writeFileSync(out, `${usage.user + usage.system} ${mainThreadMicros() ?? ''}`.trimEnd());
  });
}

// utime and stime of the main thread (fields 14 and 15 of proc(5)'s stat, in clock ticks of
// 10 ms: the kernel's USER_HZ on Linux), or undefined without /proc.
function mainThreadMicros() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}
