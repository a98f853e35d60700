import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

// `npm run --silent build` (as `npm run demo` runs it) prints nothing but errors: npm
// passes its log level on to the scripts it runs, and tsup has no flag of its own there.
const silent = process.env.npm_config_loglevel === 'silent';

/** The library's entries: output name to source file. */
const ENTRIES = { index: 'src/index.ts', http: 'src/http/index.ts', export: 'src/export/index.ts' };

/**
 * Leaves the command's imports of the library's entries (`../index.js` from `src/cli/`) to
 * the ESM files the package ships beside it (`./index.js`), rather than bundling a second
 * copy of all they reach: the package holds the records once, and the command's classes,
 * errors and their module state are the library's own (`instanceof ParseError` holds for
 * what a record's parse throws).
 */
const libraryEntriesExternal: Plugin = {
  name: 'library-entries-external',
  setup(build) {
    const outputs = new Map(Object.entries(ENTRIES).map(([name, file]) => [resolve(file.replace(/\.ts$/, '.js')), `./${name}.js`]));
    build.onResolve({ filter: /^\.\.?\/.*index\.js$/ }, ({ path, resolveDir }) => {
      const output = outputs.get(resolve(resolveDir, path));
      return output === undefined ? undefined : { path: output, external: true };
    });
  },
};

export default defineConfig([
  {
    // The library: runs unchanged in Node and browsers, so no platform built-ins. Its
    // declarations are the compiler's, not bundled: scripts/build-declarations.mjs.
    entry: ENTRIES,
    format: ['esm', 'cjs'],
    // No source maps: they pointed at src/, which the package does not ship, and were half
    // its size (1.6 of 3.0 MB). The JavaScript is left as esbuild writes it, readable in a
    // stack trace (CONTRIBUTING.md, "What the package holds").
    sourcemap: false,
    target: 'es2022',
    platform: 'neutral',
    splitting: true,
    // Each output file is tree-shaken alone, the other chunks external. esbuild makes an
    // entry (and each chunk import() loads) import every chunk it reaches, also one it takes
    // nothing from, "for its side effects"; none has any that another module could see
    // ("sideEffects": false), so such a bare import is dropped, or a consumer's esbuild warns
    // once for each (docs/edge-cases.md).
    treeshake: { moduleSideEffects: 'no-external' },
    silent,
    // The accessors load the record class they give with import() (docs/edge-cases.md,
    // "Module cycles"), and exchangeCode and syncActivities theirs (bench/README.md). In CommonJS that becomes require(): an import() there would load
    // the chunk as another module kind, and fails outright in test runners that run
    // CommonJS in a vm without a dynamic-import hook.
    esbuildOptions(options, context) {
      if (context.format === 'cjs') options.supported = { ...options.supported, 'dynamic-import': false };
    },
  },
  {
    // The command: Node only, ESM, not part of the exports. It uses the library through
    // the ESM entry the package ships beside it (`./index.js`, libraryEntriesExternal), so
    // it holds its own code, a few internal helpers no entry exports, and the display-width
    // library, bundled so that the package keeps no runtime dependency. It is minified
    // (110 kB to 60 kB); its names are not kept (5 kB more): no name of its own shows, and
    // a record's class name, which `inspect` of a record shows, is the library's.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    splitting: false,
    minify: true,
    esbuildPlugins: [libraryEntriesExternal],
    silent,
    noExternal: ['string-width', 'strip-ansi', 'ansi-regex', 'get-east-asian-width'],
  },
]);
