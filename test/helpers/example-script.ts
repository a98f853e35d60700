import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The checkout's root folder. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * An example of `examples/` as a user runs it after `npm run build`, bundled into
 * `directory` with its imports of `../dist/index.js` and `../dist/http.js` taken from the
 * source, so that its test needs no build: the path of the script to run with `node`.
 */
export async function exampleScript(example: string, directory: string): Promise<string> {
  const script = join(directory, example);
  await build({
    entryPoints: [join(ROOT, 'examples', example)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: script,
    logLevel: 'silent',
    plugins: [{
      name: 'dist-from-source',
      setup(builder) {
        builder.onResolve({ filter: /^\.\.\/dist\/(index|http)\.js$/ }, (args) => ({ path: join(ROOT, args.path.endsWith('http.js') ? 'src/http/index.ts' : 'src/index.ts') }));
      },
    }],
  });
  return script;
}
