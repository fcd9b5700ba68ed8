// The version printed by --version: the package's own, read from package.json at build time.
import manifest from '../package.json' with { type: 'json' };

export const VERSION: string = manifest.version;
