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
    sourcemap: true,
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
    // is bundled into it, so the package keeps no runtime dependency.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    splitting: false,
    silent,
    noExternal: ['string-width', 'strip-ansi', 'ansi-regex', 'get-east-asian-width'],
  },
]);
