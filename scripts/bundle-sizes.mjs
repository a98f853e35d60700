// How big the package is in an app: gzipped bytes of minified esbuild bundles, for the size
// budget of `npm run check:package` and the figures of `npm run bench` (bench/sizes.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * What a typical app imports: it lists the athlete's activities, opens one (`details()`),
 * its laps (`laps()`) and its samples (`streams()`), over the package's HTTP client. The
 * accessors load the detailed activity, the laps and the stream records with `import()`,
 * which a bundle without code splitting inlines.
 */
export function typicalApp(main, http) {
  return `export { SummaryActivity, decodeJSON } from ${JSON.stringify(main)}; export { createHttpClient } from ${JSON.stringify(http)};`;
}

/** The gzipped bytes of `code` (an ES module importing the package) bundled, minified, for `platform`, without code splitting. */
export async function bundledSize(code, resolveDir, platform = 'browser') {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'js' },
    bundle: true, minify: true, format: 'esm', platform, write: false, logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

/**
 * The gzipped bytes an app loads at once for `import { names }` of the entry file `entry`
 * of `dist` when its bundler splits code at `import()` and drops the entry's unused
 * re-exports (`sideEffects: false`), as Rollup (so Vite) and webpack do: what only
 * `import()` reaches (the detailed activity's records, the stream records, the HTTP
 * client's `Fault` record) goes to chunks loaded on demand. esbuild keeps every module the
 * entry file imports in the first chunk, however few of its exports are used, so it is
 * given the module of `dist` that defines the first name (the entry itself when it defines
 * it), as those bundlers reach it. Measured with esbuild, splitting: the entry chunk and
 * every chunk it imports statically, each gzipped alone, as a browser fetches them.
 */
export async function loadedAtOnce(names, dist, resolveDir, entry = 'index.js') {
  const [name] = names.split(', ');
  const reexport = readFileSync(join(dist, entry), 'utf8').match(new RegExp(`^export \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\./[^']+)';$`, 'm'));
  const module = reexport === null ? join(dist, entry) : join(dist, reexport[1]);
  const outdir = mkdtempSync(join(tmpdir(), 'activity-records-split-'));
  try {
    const result = await build({
      stdin: { contents: `export { ${names} } from ${JSON.stringify(module)};`, resolveDir, loader: 'js' },
      bundle: true, minify: true, format: 'esm', platform: 'browser', splitting: true, outdir,
      write: false, metafile: true, logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const gzipped = new Map(result.outputFiles.map((file) => [file.path, gzipSync(file.contents, { level: 9 }).length]));
    const pending = Object.keys(outputs).filter((path) => outputs[path].entryPoint === '<stdin>');
    const loaded = new Set(pending);
    for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
      for (const imported of outputs[path].imports) {
        if (imported.kind === 'import-statement' && !loaded.has(imported.path)) {
          loaded.add(imported.path);
          pending.push(imported.path);
        }
      }
    }
    let bytes = 0;
    // The metafile names outputs relative to the working directory; the files are absolute.
    for (const path of loaded) bytes += gzipped.get(resolve(path)) ?? Number.NaN;
    return bytes;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
