import { build } from '/work/18-perf/node_modules/.pnpm/esbuild@0.27.7/node_modules/esbuild/lib/main.js';
import { gzipSync } from 'node:zlib';
const [pkg, names] = process.argv.slice(2);
const r = await build({ stdin: { contents: `export { ${names} } from '${pkg}';`, resolveDir: process.cwd(), loader: 'js' }, bundle: true, minify: true, format: 'esm', write: false, metafile: true });
const out = r.outputFiles[0].contents;
console.log(pkg, names, 'min', out.length, 'gz', gzipSync(out, { level: 9 }).length);
for (const [k, v] of Object.entries(Object.values(r.metafile.outputs)[0].inputs).sort((a,b)=>b[1].bytesInOutput-a[1].bytesInOutput)) console.log('  ', v.bytesInOutput, k);
