// Where the bytes of each measured bundle are: the bundles of scripts/bundle-sizes.mjs (the
// typical app, `import { Lap }` at once and all it can reach, the whole main entry, the HTTP
// client), each cut into the source modules its minified bytes came from, after a build.
//
//   node scripts/bundle-breakdown.mjs [DIST] [--top N] [--folders]
//
// `--folders` adds up each folder of `src/` (and the bundler's own code: its wrappers of the
// modules `import()` loads, the export list) rather than listing modules.
// A minified byte belongs to the module of `src/` whose code esbuild wrote it from: its
// source map gives the line of `dist/` each byte comes from, and the `// src/...` comment
// that esbuild writes above each module of an unminified file names the module of that
// line. A module's gzip share is found by ablation: the bundle's gzipped bytes less those of
// the same bundle with that module's bytes taken out (each output file gzipped alone, as a
// browser fetches it). The shares overlap (what a module shares with the rest compresses
// once), so they add up to less than the whole, and the rows say where the bytes are, not
// what a cut would save to the byte: a cut is measured by building it.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { typicalApp } from './bundle-sizes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex === -1 ? 25 : Number(args.splice(topIndex, 2)[1]);
const foldersIndex = args.indexOf('--folders');
const byFolder = foldersIndex !== -1;
if (byFolder) args.splice(foldersIndex, 1);
const dist = resolve(args[0] ?? join(root, 'dist'));
const main = join(dist, 'index.js');
const http = join(dist, 'http.js');

/** What a bundle holds of the bundler's own: its wrappers of the modules `import()` loads, imports and exports. */
const BUNDLER = '(the bundler: wrappers, imports and exports)';

const gzipped = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The segments of a source map's `mappings`: [generated line, column, source, original line]. */
function decodeMappings(mappings) {
  const segments = [];
  let source = 0;
  let originalLine = 0;
  const lines = mappings.split(';');
  for (let line = 0; line < lines.length; line++) {
    let column = 0;
    for (const segment of lines[line].split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        originalLine += fields[2];
        segments.push([line, column, source, originalLine]);
      } else {
        segments.push([line, column, -1, -1]);
      }
    }
  }
  return segments;
}

const modulesByLine = new Map();
/** For each line of a file of `dist/`, the `src/` module esbuild wrote it from. */
function modulesOf(file) {
  let modules = modulesByLine.get(file);
  if (modules === undefined) {
    let current = BUNDLER;
    modules = readFileSync(file, 'utf8').split('\n').map((line) => {
      const marker = /^\/\/ (src\/\S+)$/.exec(line);
      if (marker !== null) current = marker[1];
      return current;
    });
    modulesByLine.set(file, modules);
  }
  return modules;
}

/** An output file's text cut into runs, each with the module it came from. */
function runsOf(text, map, outputDir) {
  const sources = map.sources.map((source) => resolve(outputDir, source));
  const lines = text.split('\n');
  const lineStarts = [];
  for (let i = 0, offset = 0; i < lines.length; offset += lines[i].length + 1, i++) lineStarts.push(offset);
  const segments = decodeMappings(map.mappings);
  const runs = [];
  // The bundle's closing `export{...}` has no mapping of its own: it is the bundler's.
  const exportsAt = /export\{[^}]*\};?\s*$/.exec(text)?.index ?? text.length;
  for (let i = 0; i < segments.length; i++) {
    const [line, column, source, originalLine] = segments[i];
    const start = lineStarts[line] + column;
    const next = segments[i + 1];
    const end = Math.min(next === undefined ? text.length : lineStarts[next[0]] + next[1], exportsAt);
    if (start >= end) continue;
    const file = sources[source];
    const module = source < 0 ? BUNDLER : file.startsWith(dist) ? modulesOf(file)[originalLine] : relative(root, file);
    runs.push([start, end, byFolder ? folderOf(module) : module]);
  }
  if (exportsAt < text.length) runs.push([exportsAt, text.length, BUNDLER]);
  return runs;
}

/** The folder of `src/` a module is in (`src/streams/`), or the module itself when it is no file of `src/`. */
function folderOf(module) {
  const match = /^src\/(?:http\/)?[^/]+\//.exec(module);
  return match === null ? (module.startsWith('src/') ? 'src/ (entry files)' : module) : match[0];
}

/** Minified and gzipped bytes of each module in the output files, and the files' totals. */
function breakdown(files) {
  const modules = new Map();
  let total = 0;
  let totalGzipped = 0;
  for (const { text, runs } of files) {
    const whole = gzipped(text);
    total += text.length;
    totalGzipped += whole;
    const byModule = new Map();
    for (const [start, end, module] of runs) {
      const list = byModule.get(module) ?? [];
      list.push([start, end]);
      byModule.set(module, list);
    }
    for (const [module, ranges] of byModule) {
      let kept = '';
      let from = 0;
      let bytes = 0;
      for (const [start, end] of ranges) {
        kept += text.slice(from, start);
        from = end;
        bytes += end - start;
      }
      kept += text.slice(from);
      const row = modules.get(module) ?? { bytes: 0, gzip: 0 };
      row.bytes += bytes;
      row.gzip += whole - gzipped(kept);
      modules.set(module, row);
    }
  }
  return { modules, total, totalGzipped };
}

async function bundle(code, { splitting = false } = {}) {
  const outdir = join(root, '.bundle-breakdown');
  const result = await build({
    stdin: { contents: code, resolveDir: root, loader: 'js' },
    bundle: true, minify: true, format: 'esm', platform: 'browser', write: false, logLevel: 'silent',
    sourcemap: 'external', metafile: true, outdir, splitting,
  });
  const texts = new Map(result.outputFiles.map((file) => [file.path, file.text]));
  const outputs = result.metafile.outputs;
  let loaded = Object.keys(outputs).filter((path) => path.endsWith('.js') && outputs[path].entryPoint === '<stdin>');
  if (splitting) {
    // What is loaded at once: the entry chunk and what it imports statically (bundle-sizes.mjs).
    const pending = [...loaded];
    const seen = new Set(loaded);
    for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
      for (const imported of outputs[path].imports) {
        if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
          seen.add(imported.path);
          pending.push(imported.path);
        }
      }
    }
    loaded = [...seen];
  }
  return loaded.map((path) => {
    const file = resolve(root, path);
    const text = texts.get(file);
    return { text, runs: runsOf(text, JSON.parse(texts.get(`${file}.map`)), outdir) };
  });
}

function definingModule(name, entry = main) {
  const reexport = readFileSync(entry, 'utf8').match(new RegExp(`^export \\{[^}]*\\b${name}\\b[^}]*\\} from '(\\./[^']+)';$`, 'm'));
  return reexport === null ? entry : join(dist, reexport[1]);
}

const bundles = [
  ['a typical app (list, details, laps, streams, over the HTTP client)', () => bundle(typicalApp(main, http))],
  ['import { Lap }, loaded at once (code splitting)', () => bundle(`export { Lap } from ${JSON.stringify(definingModule('Lap'))};`, { splitting: true })],
  ['import { Lap }, all it can reach (no splitting)', () => bundle(`export { Lap } from ${JSON.stringify(main)};`)],
  ['the whole main entry', () => bundle(`export * from ${JSON.stringify(main)};`)],
  ['createHttpClient and createTokenRefresher, loaded at once (code splitting)', () => bundle(`export { createHttpClient, createTokenRefresher } from ${JSON.stringify(definingModule('createHttpClient', http))};`, { splitting: true })],
  ['createHttpClient and createTokenRefresher, all they can reach (no splitting)', () => bundle(`export { createHttpClient, createTokenRefresher } from ${JSON.stringify(http)};`)],
];
for (const [label, make] of bundles) {
  const { modules, total, totalGzipped } = breakdown(await make());
  const rows = [...modules].sort((a, b) => b[1].gzip - a[1].gzip);
  console.log(`\n${label}: ${total.toLocaleString('en')} B minified, ${totalGzipped.toLocaleString('en')} B gzipped`);
  console.log(`| ${byFolder ? 'folder' : 'module'} | minified | gzip share |\n|---|---|---|`);
  for (const [module, { bytes, gzip }] of rows.slice(0, top)) console.log(`| ${module} | ${bytes.toLocaleString('en')} | ${gzip.toLocaleString('en')} |`);
  const rest = rows.slice(top);
  if (rest.length > 0) {
    const bytes = rest.reduce((sum, [, row]) => sum + row.bytes, 0);
    const gzip = rest.reduce((sum, [, row]) => sum + row.gzip, 0);
    console.log(`| ${rest.length} other modules | ${bytes.toLocaleString('en')} | ${gzip.toLocaleString('en')} |`);
  }
}
