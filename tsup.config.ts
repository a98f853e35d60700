import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: runs unchanged in Node and browsers, so no platform built-ins.
    entry: { index: 'src/index.ts', http: 'src/http/index.ts' },
    format: ['esm', 'cjs'],
    // Members marked @internal (record constructors, which take the reader; the key sets)
    // stay out of the published declarations, which name no internal type.
    dts: { compilerOptions: { stripInternal: true } },
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    splitting: true,
    treeshake: true,
  },
  {
    // The command: Node only, ESM, not part of the exports. The display-width library
    // is bundled into it, so the package keeps no runtime dependency.
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    splitting: false,
    noExternal: ['string-width', 'strip-ansi', 'ansi-regex', 'get-east-asian-width'],
  },
]);
