// npm run check:readme: every `ts` block of README.md, CONTRIBUTING.md and docs/*.md, as a
// user would paste it into a project of their own, against the packed package (build
// first: npm run build).
// 1. Each block is a module of its own, compiled with the strictest flags the project
//    uses (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, ...), without
//    skipLibCheck. A type error is reported at its file and line (`docs/records.md:42`).
// 2. Each block is then run, with `fetch` replaced by one that fails with a marker: a block
//    whose run ends on that marker needs the network and counts as compiled only; any
//    other failure, or a run over 30 seconds, fails the check. A variable the block reads
//    from `process.env` is set to a stand-in, as the user's would be. A block that
//    `declare`s a value (`declare const client: ClientHandle;`) says that it comes from
//    elsewhere, and a block marked ```` ```ts compile-only ```` needs what only the user has
//    (their files): both are compiled only.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { root, run, withPackedConsumer } from './packed-consumer.mjs';

/** Exit code of a block run that reached for the network. */
const NEEDS_NETWORK = 3;
const RUN_TIMEOUT_MS = 30_000;
const COMPILER_OPTIONS = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  noFallthroughCasesInSwitch: true,
  verbatimModuleSyntax: true,
  skipLibCheck: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  typeRoots: [join(root, 'node_modules', '@types')],
};

/** Installed before a block runs: `fetch` fails with a marker, and a failure that carries it exits with NEEDS_NETWORK. */
const RUNNER = `const marker = Symbol.for('activity-records.readme.needs-network');
globalThis.fetch = () => { const error = new Error('README check: this block needs the network'); error[marker] = true; throw error; };
const needsNetwork = (error) => {
  for (let cause = error, depth = 0; cause != null && depth < 10; cause = cause.cause, depth++) if (cause[marker] === true) return true;
  return false;
};
const end = (error) => {
  if (needsNetwork(error)) process.exit(${NEEDS_NETWORK});
  console.error(error);
  process.exit(1);
};
process.on('unhandledRejection', end);
try {
  await import(process.argv[2]);
} catch (error) {
  end(error);
}
`;

/** The documents whose blocks are checked: the README, the contributors' guide and every guide in docs/. */
const documents = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).sort().map((name) => `docs/${name}`)];
const blocks = documents.flatMap((document) => typeScriptBlocks(readFileSync(join(root, document), 'utf8'), document));
if (!blocks.some((block) => block.document === 'README.md')) {
  console.error('check:readme: README.md has no ts block');
  process.exit(1);
}

const problems = [];
const ran = [];
const needsNetwork = [];
const notRun = [];
await withPackedConsumer(async (consumer) => {
  const project = join(consumer, 'readme');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(join(project, 'runner.mjs'), RUNNER);
  const files = blocks.map((block) => {
    const file = join(project, `${block.name}.ts`);
    writeFileSync(file, block.code);
    return file;
  });

  const program = ts.createProgram({ rootNames: files, options: { ...COMPILER_OPTIONS, outDir: join(project, 'out'), rootDir: project } });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  for (const diagnostic of diagnostics) problems.push(atReadmeLine(diagnostic, blocks, files, consumer));
  if (diagnostics.length > 0) return;
  program.emit();

  for (const block of blocks) {
    if (block.compileOnly || declaresValue(block.code)) {
      notRun.push(block.where);
      continue;
    }
    try {
      const env = { ...process.env, ...Object.fromEntries(environmentRead(block.code).map((name) => [name, `readme-check-${name}`])) };
      run(process.execPath, ['runner.mjs', `./out/${block.name}.js`], project, { timeout: RUN_TIMEOUT_MS, env });
      ran.push(block.where);
    } catch (error) {
      if (error.status === NEEDS_NETWORK) needsNetwork.push(block.where);
      else problems.push(`${block.where}: the block compiles but its run failed` +
        `${error.signal === 'SIGTERM' ? ` (over ${RUN_TIMEOUT_MS / 1000} s)` : ''}:\n${String(error.stderr ?? error.message).trim()}`);
    }
  }
});

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\ncheck:readme: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${blocks.length} ts blocks`);
  process.exit(1);
}
const listed = (list) => (list.length > 0 ? list.join(', ') : 'none');
console.log(`check:readme: ${blocks.length} ts blocks of ${documents.length} documents compile (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess); ` +
  `${ran.length} ran; compiled only: ${listed(needsNetwork)} (they need the network) and ${listed(notRun)} ` +
  '(they declare values or are marked compile-only)');

/** The names of the environment variables a block reads as `process.env.NAME`. */
function environmentRead(code) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isPropertyAccessExpression(node.expression) &&
      node.expression.getText() === 'process.env') names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true));
  return [...names];
}

/** Whether a block has a top-level `declare` statement: a value it uses but does not make. */
function declaresValue(code) {
  return ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest).statements
    .some((statement) => ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword));
}

/**
 * The fenced blocks of `document` whose info string starts with `ts` or `typescript`, each
 * with the line of its first code line (`where`: `docs/records.md:42`), a file name of its
 * own, and whether the info string says `compile-only`.
 */
function typeScriptBlocks(text, document) {
  const found = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*(\S*)(.*)$/.exec(lines[index]);
    if (open === null) continue;
    const fence = open[1];
    const close = lines.findIndex((line, at) => at > index && line.trim().startsWith(fence[0].repeat(fence.length)) &&
      line.trim().replaceAll(fence[0], '') === '');
    const end = close === -1 ? lines.length : close;
    if (open[2] === 'ts' || open[2] === 'typescript') {
      const compileOnly = open[3].split(/\s+/).includes('compile-only');
      const line = index + 2;
      const name = `${document.replace(/\.md$/, '').replace(/[^A-Za-z0-9]+/g, '-')}-line-${line}`;
      found.push({ document, line, where: `${document}:${line}`, name, code: `${lines.slice(index + 1, end).join('\n')}\n`, compileOnly });
    }
    index = end;
  }
  return found;
}

/** A diagnostic in a block's file, told at its document's line; any other diagnostic, at its own file. */
function atReadmeLine(diagnostic, blocks, files, consumer) {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (diagnostic.file === undefined) return `error TS${diagnostic.code}: ${text}`;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  const index = files.indexOf(diagnostic.file.fileName);
  const where = index === -1
    ? `${relative(consumer, diagnostic.file.fileName)}:${line + 1}:${character + 1}`
    : `${blocks[index].document}:${blocks[index].line + line}:${character + 1}`;
  return `${where}: error TS${diagnostic.code}: ${text}`;
}
