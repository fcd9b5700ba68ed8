// Worker-thread entry of the complexity runner (started by complexity.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { type ComplexityOptions, runTasks, type Task } from './complexity.js';

const { tasks, options } = workerData as { tasks: Task[]; options: ComplexityOptions };
await runTasks(tasks, options, (message) => parentPort!.postMessage(message));
