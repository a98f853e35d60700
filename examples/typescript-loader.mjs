// Lets Node 20, which cannot run TypeScript, run the TypeScript examples as they are:
//
//   npm run build && node --import ./examples/typescript-loader.mjs examples/oauth-app.ts
//
// Imported with --import, this module registers itself as a module hook (Node >= 20.6);
// Node then hands it every `.ts` file to load, which TypeScript's transpileModule turns into
// JavaScript: types are removed, nothing is checked (`npm run typecheck` does that). The
// package's own name resolves to dist/ (a package may import itself), as in a user's app.
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

// Hooks run in a thread of their own, where this module is loaded again: register once.
if (isMainThread) {
  process.setSourceMapsEnabled(true);
  register(import.meta.url);
}

/** Node's load hook: a `.ts` file as an ES module, with a source map so that stack traces name its lines. */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const { default: ts } = await import('typescript');
  const { outputText } = ts.transpileModule(await readFile(new URL(url), 'utf8'), {
    fileName: url,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      inlineSourceMap: true,
      inlineSources: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
