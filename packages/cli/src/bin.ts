#!/usr/bin/env node
// The `urikit` executable: runs the command on the process's arguments and streams.
import { nodeIo } from './node-io.js';
import { run } from './run.js';

process.exitCode = await run(process.argv.slice(2), nodeIo());
