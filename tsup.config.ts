import { defineConfig } from 'tsup';

// `npm run --silent build` (as `npm run demo` runs it) prints nothing but errors: npm
// passes its log level on to the scripts it runs, and tsup has no flag of its own there.
const silent = process.env.npm_config_loglevel === 'silent';

export default defineConfig([
  {
    // The library: runs unchanged in Node and browsers, so no platform built-ins. Its
    // declarations are the compiler's, not bundled: scripts/build-declarations.mjs.
    entry: { index: 'src/index.ts', http: 'src/http/index.ts', export: 'src/export/index.ts' },
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
    // The command: Node only, ESM, not part of the exports. The display-width library
    // is bundled into it, so the package keeps no runtime dependency. It is minified (267
    // kB to 112 kB: it holds a copy of the records besides its own code), its names kept,
    // as `inspect` of a record shows its class's.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    splitting: false,
    minify: true,
    esbuildOptions(options) {
      options.keepNames = true;
    },
    silent,
    noExternal: ['string-width', 'strip-ansi', 'ansi-regex', 'get-east-asian-width'],
  },
]);
