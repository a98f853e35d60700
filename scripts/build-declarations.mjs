// The published declarations, built by the TypeScript compiler from tsconfig.build.json
// (tsup builds the JavaScript; its bundled declarations renamed types to one-letter
// aliases in a hashed chunk):
// - one file per source file (dist/records/lap.d.cts beside dist/index.d.cts), so that
//   every type keeps the name it is exported by and no file name carries a hash;
// - `stripInternal` drops members tagged `@internal` (how the machinery builds records);
// - a constructor that is not public is published without its parameters, as the
//   compiler already does for a private one: a protected constructor (a record class
//   with a subclass) takes the reader, which is no part of the API;
// - each file keeps only the declarations an entry point exports: module-level helpers
//   (the field reader, the key sets, `isPlainObject`) are no part of the API, so they
//   are dropped, with the imports nothing uses any more and the files nothing imports.
//   A public declaration that names one of them no longer compiles, and the build fails.
//   A constant that a public class extends (a base typed to leave out some members) is
//   part of that class's declaration, and kept;
// - each file is written once, as `.d.cts` (its relative imports naming `.cjs` files), and
//   each entry point's `.d.ts` is one line, `export * from './index.cjs'`: the `import`
//   condition gets declarations of its own format that re-export the `require` condition's.
//   ES modules may import CommonJS (TypeScript allows it under node16, nodenext and
//   bundler), but not the other way round under node16, so the one copy is the CommonJS
//   one. `export *` leaves out a default export, which no entry has, so the ESM entry's
//   types offer nothing its JavaScript lacks. Both copies were each 307 kB, doc comments
//   being two thirds of them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRIES = ['dist/index.d.ts', 'dist/http/index.d.ts', 'dist/export/index.d.ts'].map((file) => join(root, file));

const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.build.json'), undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => fail([diagnostic]),
});
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) fail(diagnostics);

/** Emitted declarations by output path, in memory until they are pruned. */
const emitted = new Map();
const result = program.emit(undefined, (fileName, text) => emitted.set(resolve(fileName), text), undefined, true, {
  afterDeclarations: [withoutHiddenConstructorParameters],
});
if (result.diagnostics.length > 0) fail(result.diagnostics);

const published = reachable(withoutUnusedImports(publicDeclarationsOnly(emitted)));
const check = declarationProgram(published);
const problems = ts.getPreEmitDiagnostics(check).filter((diagnostic) => published.has(diagnostic.file?.fileName));
if (problems.length > 0) {
  fail(`${format(problems)}A public declaration names something that no entry point exports (such module-level ` +
    'declarations are dropped): export it, or tag the member that names it @internal.');
}

for (const [file, text] of published) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), toCommonJs(file, text));
}
for (const entry of ENTRIES) writeFileSync(entry, `export * from './${basename(entry, '.d.ts')}.cjs';\n`);
// Quiet under `npm run --silent build`, as tsup is (tsup.config.ts).
if (process.env.npm_config_loglevel !== 'silent') {
  console.log(`declarations: ${published.size} .d.cts files; the ${ENTRIES.length} entry points' .d.ts re-export theirs`);
}

/** A transformer of declarations: every private or protected constructor without parameters. */
function withoutHiddenConstructorParameters(context) {
  const hidden = new Set([ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword]);
  const visit = (node) => ts.isConstructorDeclaration(node) && node.modifiers?.some((modifier) => hidden.has(modifier.kind))
    ? ts.factory.updateConstructorDeclaration(node, node.modifiers, [], undefined)
    : ts.visitEachChild(node, visit, context);
  return (file) => ts.visitEachChild(file, visit, context);
}

/** A program over in-memory declaration files, rooted at the entries. */
function declarationProgram(files) {
  const options = { ...config.options, noEmit: true, declaration: false, emitDeclarationOnly: false, skipLibCheck: false, skipDefaultLibCheck: true };
  const host = ts.createCompilerHost(options, true);
  const { fileExists, directoryExists, readFile, getSourceFile } = host;
  const dist = join(root, 'dist');
  host.fileExists = (file) => files.has(file) || (!file.startsWith(`${dist}/`) && fileExists.call(host, file));
  host.directoryExists = (directory) => directory === dist || directory.startsWith(`${dist}/`)
    ? [...files.keys()].some((file) => file.startsWith(`${directory}/`))
    : directoryExists.call(host, directory);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => files.has(file)
    ? ts.createSourceFile(file, files.get(file), language, true)
    : getSourceFile.call(host, file, language, ...rest);
  return ts.createProgram({ rootNames: ENTRIES, options, host });
}

/** Each file with only the module-level declarations that an entry point exports. */
function publicDeclarationsOnly(files) {
  const declarations = declarationProgram(files);
  const checker = declarations.getTypeChecker();
  const exported = new Set();
  for (const entry of ENTRIES) {
    for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(declarations.getSourceFile(entry)))) {
      exported.add((symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol);
    }
  }
  const isPublic = (name) => {
    const symbol = checker.getSymbolAtLocation(name);
    return symbol !== undefined && exported.has(symbol);
  };
  const pruned = new Map();
  for (const [file, text] of files) {
    const source = declarations.getSourceFile(file);
    if (source === undefined) continue;
    const bases = classBases(source, isPublic);
    const internal = source.statements.filter((statement) => {
      if (ts.isVariableStatement(statement)) {
        return !statement.declarationList.declarations.some((declaration) => isPublic(declaration.name) || bases.has(declaration.name.getText()));
      }
      const isAugmentation = ts.isModuleDeclaration(statement) && !ts.isIdentifier(statement.name);
      return !ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement) && !isAugmentation &&
        statement.name !== undefined && !isPublic(statement.name);
    });
    pruned.set(file, withoutRanges(text, internal.map((statement) => [statement.getFullStart(), statement.getEnd()])));
  }
  return pruned;
}

/** The names of the identifiers that a public class of `source` extends. */
function classBases(source, isPublic) {
  const bases = new Set();
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement) || statement.name === undefined || !isPublic(statement.name)) continue;
    for (const clause of statement.heritageClauses ?? []) {
      for (const type of clause.types) if (ts.isIdentifier(type.expression)) bases.add(type.expression.text);
    }
  }
  return bases;
}

/** Each file without the import specifiers (and import declarations) that nothing in it names any more. */
function withoutUnusedImports(files) {
  const printer = ts.createPrinter({ removeComments: true });
  const out = new Map();
  for (const [file, text] of files) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const used = new Set();
    const collect = (node) => {
      // A declared name (a member, a parameter) or a property name never refers to an import;
      // an export specifier's does (`export { Lap }`).
      const isDeclaredName = node.parent !== undefined && 'name' in node.parent && node.parent.name === node &&
        !ts.isExportSpecifier(node.parent);
      if (ts.isIdentifier(node) && !isDeclaredName) used.add(node.text);
      ts.forEachChild(node, collect);
    };
    for (const statement of source.statements) if (!ts.isImportDeclaration(statement)) collect(statement);
    const edits = [];
    for (const statement of source.statements) {
      const bindings = statement.importClause?.namedBindings;
      if (!ts.isImportDeclaration(statement) || bindings === undefined || !ts.isNamedImports(bindings)) continue;
      const kept = bindings.elements.filter((element) => used.has(element.name.text));
      if (kept.length === bindings.elements.length) continue;
      const replacement = kept.length === 0 ? '' : printer.printNode(ts.EmitHint.Unspecified, ts.factory.updateImportDeclaration(
        statement, statement.modifiers,
        ts.factory.updateImportClause(statement.importClause, statement.importClause.isTypeOnly, undefined, ts.factory.updateNamedImports(bindings, kept)),
        statement.moduleSpecifier, statement.attributes), source);
      edits.push([kept.length === 0 ? statement.getFullStart() : statement.getStart(), statement.getEnd(), replacement]);
    }
    const rest = withoutRanges(text, edits).trimStart();
    // A file left with nothing is still a module, so that importing a dropped name fails as such.
    out.set(file, ts.isExternalModule(ts.createSourceFile(file, rest, ts.ScriptTarget.Latest)) ? rest : `${rest}export {};\n`);
  }
  return out;
}

/** The files reachable from the entries through relative imports, re-exports and `import()` types. */
function reachable(files) {
  const found = new Map();
  const pending = [...ENTRIES];
  while (pending.length > 0) {
    const file = pending.pop();
    if (found.has(file)) continue;
    const text = files.get(file);
    if (text === undefined) fail(`${relative(root, file)} is imported but was not emitted`);
    found.set(file, text);
    for (const specifier of relativeSpecifiers(file, text)) {
      pending.push(resolve(dirname(file), specifier.text.replace(/\.js$/, '.d.ts')));
    }
  }
  return found;
}

/** The string literal of every relative module specifier: imports, re-exports and `import()` types. */
function relativeSpecifiers(file, text) {
  const specifiers = [];
  const visit = (node) => {
    const specifier = ts.isImportDeclaration(node) || ts.isExportDeclaration(node)
      ? node.moduleSpecifier
      : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) ? node.argument.literal : undefined;
    if (specifier !== undefined && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) specifiers.push(specifier);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return specifiers;
}

/** The same declarations with every relative `.js` specifier naming the `.cjs` file instead. */
function toCommonJs(file, text) {
  const edits = relativeSpecifiers(file, text).map((specifier) => {
    if (!specifier.text.endsWith('.js')) fail(`${relative(root, file)} imports '${specifier.text}', which names no .js file`);
    return [specifier.getEnd() - 4, specifier.getEnd() - 1, '.cjs'];
  });
  return withoutRanges(text, edits);
}

/** `text` with each `[start, end, replacement = '']` range replaced; ranges do not overlap. */
function withoutRanges(text, ranges) {
  let out = text;
  for (const [start, end, replacement = ''] of [...ranges].sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + replacement + out.slice(end);
  }
  return out;
}

function format(diagnostics) {
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' });
}

function fail(problems) {
  console.error(`build-declarations: ${typeof problems === 'string' ? problems : format(problems)}`);
  process.exit(1);
}
