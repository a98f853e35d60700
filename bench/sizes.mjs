// npm run bench (last): what the package weighs in an app, with the goals of its sizes:
// gzipped bytes of minified esbuild bundles of the build in dist/ (or BENCH_DIST), measured
// as `npm run check:package` measures its size budget (scripts/bundle-sizes.mjs).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledSize, loadedAtOnce, typicalApp } from '../scripts/bundle-sizes.mjs';
import { printTable } from './table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(process.env.BENCH_DIST ?? `${root}dist`);
const main = `${dist}/index.js`;
const http = `${dist}/http.js`;

const rows = [
  ['a typical app (list, details, laps, streams, over the HTTP client)', await bundledSize(typicalApp(main, http), root), 24_000],
  ['import { Lap }, loaded at once (code splitting)', await loadedAtOnce('Lap', dist, root), 10_000],
  ['import { Lap }, all it can reach (no splitting)', await bundledSize(`export { Lap } from ${JSON.stringify(main)};`, root), 18_500],
  ['the whole main entry', await bundledSize(`export * from ${JSON.stringify(main)};`, root), 22_000],
  ['createHttpClient and createTokenRefresher, loaded at once (code splitting)', await loadedAtOnce('createHttpClient, createTokenRefresher', dist, root, 'http.js'), undefined],
  ['createHttpClient and createTokenRefresher, all they can reach (no splitting)', await bundledSize(`export { createHttpClient, createTokenRefresher } from ${JSON.stringify(http)};`, root), undefined],
];
console.log(`\nactivity-records sizes (esbuild, minified, gzipped) of ${dist}\n`);
printTable(['bundle', 'bytes', 'goal', 'met'], rows.map(([name, bytes, goal]) =>
  [name, bytes.toLocaleString('en'), goal === undefined ? '(for reference)' : `<= ${goal.toLocaleString('en')} B`, goal === undefined ? '' : bytes <= goal ? 'yes' : 'NO']));
