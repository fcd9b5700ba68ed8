// Public surface of @urikit/cli: the `urikit` command as a function, for embedding and tests.

export { EXIT_INVALID, EXIT_OK, EXIT_USAGE } from './exit-status.js';
export type { InputStream, Io, OutputStream } from './io.js';
export { nodeIo } from './node-io.js';
export { run } from './run.js';
