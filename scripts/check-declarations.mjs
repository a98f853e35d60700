// npm run check:declarations: what a TypeScript user meets in the built declarations
// (dist/, after `npm run build`), read with the TypeScript compiler:
// 1. they compile on their own, strict and without skipLibCheck;
// 2. each file is named after the source file it declares (no content hash);
// 3. no internal type is named: every type, value or base class a public declaration
//    refers to (protected members included) is itself exported by an entry point, and no
//    declaration file declares anything that is not (what is internal is tagged
//    `@internal`, which the build strips, or is not reachable from an entry at all), but
//    for a constant that a public class extends, whose type is checked in its place;
// 4. every exported symbol and every public member has a doc comment (an override counts
//    the doc it inherits, as an editor shows it);
// 5. in a consumer, a record class offers no constructor, and a type error about a record
//    names it by its exported name.
// Before it reads dist/, the check runs on a planted fixture and must find exactly the
// faults planted there, so that a check that has stopped finding anything fails.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ENTRIES = [join(dist, 'index.d.ts'), join(dist, 'http', 'index.d.ts'), join(dist, 'export', 'index.d.ts')];
const COMPILER_OPTIONS = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  skipLibCheck: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};

selfTest();

const missing = ENTRIES.filter((entry) => !existsSync(entry));
if (missing.length > 0) {
  console.error(`check:declarations: ${missing.map((file) => relative(root, file)).join(', ')} missing; run npm run build first`);
  process.exit(1);
}
const consumerFile = join(dist, '__consumer__.ts');
const program = createProgram(ENTRIES, new Map([[consumerFile, null]]), (first) => consumerSource(first, ENTRIES, consumerFile));
const report = inspect(program, ENTRIES, consumerFile);
const problems = [
  ...report.diagnostics,
  ...unreadableFileNames(),
  ...report.internal.map(({ where, owner, name }) => `${where}: ${owner} names the internal ${name}`),
  ...report.shipped.map(({ where, name }) => `${where}: ${name} is declared but exported by no entry point`),
  ...report.undocumented.map(({ where, name }) => `${where}: ${name} has no doc comment`),
  ...report.consumer,
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\ncheck:declarations: ${report.undocumented.length} undocumented, ` +
    `${report.internal.length + report.shipped.length} internal names, ` +
    `${problems.length} problem${problems.length === 1 ? '' : 's'} in all`);
  process.exit(1);
}
console.log(`check:declarations: ${report.symbols} exported symbols and ${report.members} public members, every one ` +
  `documented; no internal type named; ${report.records.length} record classes (${report.records.join(', ')}) ` +
  'offer no constructor and are named as exported in type errors');

/**
 * Runs the checks on declarations with known faults: one undocumented function, one
 * undocumented property, an internal class named by a property and by a protected method,
 * an internal symbol used as a computed member name, a record class whose constructor is
 * offered, one exported under another name than it is declared by, and a class whose
 * base constant names an internal type (beside one whose base is fine).
 */
function selfTest() {
  const fixture = '/fixture';
  const files = new Map([
    [`${fixture}/index.d.ts`, "export { Bare, Documented, Offered, Closed, r as Renamed, Based, Rebased } from './thing.js';\n"],
    [`${fixture}/thing.d.ts`, `declare class Hidden { }
declare const KEY: unique symbol;
declare const HiddenBase: abstract new () => Hidden;
declare const PublicBase: abstract new () => Documented;
/** A class whose base names an internal type. */
export declare class Based extends HiddenBase { }
/** A class whose base names only public ones. */
export declare class Rebased extends PublicBase { }
/** Documented. */
export declare class Documented {
  /** Documented. */
  readonly a: number;
  readonly b: Hidden;
  private c;
  #private;
  protected d(): Hidden;
  /** Documented. */
  [KEY](): void;
}
export declare function Bare(): void;
/** A record class whose constructor is offered. */
export declare class Offered {
  /** Documented. */
  static parse(value: unknown): Offered;
}
/** A record class whose constructor is not. */
export declare class Closed {
  private constructor();
  /** Documented. */
  static parse(value: unknown): Closed;
}
/** A record class that type errors would call \`r\`. */
export declare class r {
  private constructor();
  /** Documented. */
  static parse(value: unknown): r;
}
`],
  ]);
  const consumer = `${fixture}/__consumer__.ts`;
  files.set(consumer, null);
  const entries = [`${fixture}/index.d.ts`];
  const fixtureProgram = createProgram(entries, files, (first) => consumerSource(first, entries, consumer));
  const found = inspect(fixtureProgram, entries, consumer);
  const seen = [
    ...found.undocumented.map(({ name }) => `undocumented ${name}`),
    ...found.internal.map(({ owner, name }) => `${owner} names ${name}`),
    ...found.shipped.map(({ name }) => `ships ${name}`),
    ...found.consumer.map((problem) => problem.replace(/^.*?: /, '')),
    ...found.diagnostics,
  ].sort();
  const expected = [
    'Based names Hidden',
    'Documented.[KEY] names KEY',
    'Documented.b names Hidden',
    'Documented.d names Hidden',
    "a type error about Renamed does not say Type 'Renamed' is not assignable to type 'number'.",
    'new Offered(...) type-checks: record constructors must not be offered',
    'new Renamed(...) type-checks: record constructors must not be offered',
    'ships Hidden',
    'ships KEY',
    'undocumented Bare',
    'undocumented Documented.b',
    "unexpected type error: Type 'r' is not assignable to type 'number'.",
    "unexpected type error: Type 'typeof r' is not assignable to type 'abstract new (...args: never) => unknown'.\n" +
      "  Cannot assign a 'private' constructor type to a 'public' constructor type.",
  ];
  if (JSON.stringify(seen) !== JSON.stringify(expected) || found.records.join() !== 'Closed,Offered,Renamed') {
    console.error(`check:declarations self-test: expected\n  ${expected.join('\n  ')}\nfound\n  ${seen.join('\n  ')}` +
      `\nand record classes ${found.records.join(', ')}`);
    process.exit(1);
  }
}

/**
 * A program over declaration files on disk and `extra` files in memory. An extra file
 * whose text is null is written by `writeLater`, given a program of the entries alone.
 */
function createProgram(entries, extra, writeLater) {
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const texts = new Map(extra);
  const { fileExists, directoryExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => texts.has(file) || fileExists.call(host, file);
  host.directoryExists = (directory) => [...texts.keys()].some((file) => file.startsWith(`${directory}/`)) ||
    directoryExists.call(host, directory);
  host.readFile = (file) => texts.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = texts.get(file);
    return typeof text === 'string' ? ts.createSourceFile(file, text, language, true) : getSourceFile.call(host, file, language, ...rest);
  };
  const first = ts.createProgram({ rootNames: entries, options: COMPILER_OPTIONS, host });
  for (const [file, text] of texts) if (text === null) texts.set(file, writeLater(first));
  return ts.createProgram({ rootNames: [...entries, ...texts.keys()], options: COMPILER_OPTIONS, host, oldProgram: first });
}

/** Every symbol the entries export, by its exported name, with aliases resolved. */
function publicExports(program, entries) {
  const checker = program.getTypeChecker();
  const exports = new Map();
  for (const entry of entries) {
    const source = program.getSourceFile(entry);
    const module = source && checker.getSymbolAtLocation(source);
    if (module === undefined) continue;
    for (const symbol of checker.getExportsOfModule(module)) exports.set(symbol.name, resolveAlias(checker, symbol));
  }
  return exports;
}

/**
 * A consumer that imports every record class (a class with a static `parse`) from its
 * entry point, takes it as a constructor and a parsed record as a number, so that its
 * diagnostics can be read.
 */
function consumerSource(program, entries, consumer) {
  const checker = program.getTypeChecker();
  return entries.flatMap((entry) => {
    const from = relative(dirname(consumer), entry).replace(/\.d\.ts$/, '.js');
    return recordClasses(publicExports(program, [entry]), checker).map((name) => `import { ${name} } from './${from}';\n` +
      `export const ${name}_constructor: abstract new (...args: never) => unknown = ${name};\n` +
      `export const ${name}_number: number = ${name}.parse(null);\n`);
  }).join('');
}

/** The exported classes, not abstract, with a static `parse` (their own or inherited): the record classes. */
function recordClasses(exports, checker) {
  return [...exports].filter(([, symbol]) => {
    const declaration = symbol.declarations?.find(ts.isClassDeclaration);
    return declaration !== undefined && (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract) === 0 &&
      checker.getTypeOfSymbol(symbol).getProperty('parse') !== undefined;
  }).map(([name]) => name).sort();
}

/** What the checks find in `program`: diagnostics, internal names, undocumented declarations, consumer problems. */
function inspect(program, entries, consumer) {
  const checker = program.getTypeChecker();
  const exports = publicExports(program, entries);
  const publicSymbols = new Set(exports.values());
  const declarationFiles = new Set(program.getSourceFiles().filter((file) => isOwn(program, file, consumer)));
  const internal = [];
  const undocumented = [];
  let members = 0;

  const where = (node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(root, file.fileName)}:${line + 1}`;
  };
  const isDocumented = (symbol) => ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() !== '';
  const namesInternal = (owner, node) => {
    const visit = (child) => {
      const reference = ts.isTypeReferenceNode(child) ? child.typeName
        : ts.isExpressionWithTypeArguments(child) ? child.expression
          : ts.isTypeQueryNode(child) ? child.exprName
            : ts.isComputedPropertyName(child) ? child.expression
              : ts.isImportTypeNode(child) ? child.qualifier : undefined;
      if (reference !== undefined) {
        const symbol = checker.getSymbolAtLocation(reference);
        const target = symbol && resolveAlias(checker, symbol);
        const declaration = target?.declarations?.[0];
        if (ts.isExpressionWithTypeArguments(child) && declaration !== undefined && isClassBase(declaration)) {
          visit(declaration.type);
          return;
        }
        if (target !== undefined && declaration !== undefined && (target.flags & ts.SymbolFlags.TypeParameter) === 0 &&
          declarationFiles.has(declaration.getSourceFile()) && !publicSymbols.has(target) && !isMemberOf(target, publicSymbols)) {
          internal.push({ where: where(child), owner, name: target.name });
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
  };

  for (const [name, symbol] of exports) {
    const declarations = symbol.declarations ?? [];
    if (declarations.length > 0 && !isDocumented(symbol)) undocumented.push({ where: where(declarations[0]), name });
    for (const declaration of declarations) {
      for (const part of [...(declaration.typeParameters ?? []), ...(declaration.heritageClauses ?? [])]) namesInternal(name, part);
      if (ts.isFunctionDeclaration(declaration) || ts.isVariableDeclaration(declaration)) namesInternal(name, declaration);
      if (ts.isTypeAliasDeclaration(declaration) && typeLiteralMembers(declaration.type).length === 0) namesInternal(name, declaration.type);
      const memberNodes = ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)
        ? declaration.members
        : ts.isTypeAliasDeclaration(declaration) ? typeLiteralMembers(declaration.type) : [];
      for (const member of memberNodes) {
        if (member.name !== undefined && ts.isPrivateIdentifier(member.name)) continue;
        const modifiers = ts.getCombinedModifierFlags(member);
        if ((modifiers & ts.ModifierFlags.Private) !== 0) continue;
        const memberName = `${name}.${memberLabel(member)}`;
        namesInternal(memberName, member);
        if ((modifiers & ts.ModifierFlags.Protected) !== 0) continue;
        members++;
        const memberSymbol = member.name === undefined ? member.symbol : checker.getSymbolAtLocation(member.name) ?? member.symbol;
        if (memberSymbol === undefined || !isDocumented(memberSymbol)) undocumented.push({ where: where(member), name: memberName });
      }
    }
  }

  const shipped = [];
  const bases = new Set();
  for (const symbol of publicSymbols) {
    for (const declaration of symbol.declarations ?? []) {
      if (!ts.isClassDeclaration(declaration)) continue;
      for (const type of (declaration.heritageClauses ?? []).flatMap((clause) => clause.types)) {
        const base = checker.getSymbolAtLocation(type.expression);
        if (base?.declarations?.some(isClassBase) === true) bases.add(base);
      }
    }
  }
  for (const file of declarationFiles) {
    for (const statement of file.statements) {
      const names = ts.isVariableStatement(statement) ? statement.declarationList.declarations.map((declaration) => declaration.name)
        : ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || statement.name === undefined ? [] : [statement.name];
      for (const name of names) {
        const symbol = checker.getSymbolAtLocation(name);
        if (symbol !== undefined && bases.has(symbol)) continue;
        if (symbol === undefined || !publicSymbols.has(symbol)) shipped.push({ where: where(name), name: name.getText() });
      }
    }
  }

  const diagnostics = ts.getPreEmitDiagnostics(program).filter((diagnostic) => diagnostic.file?.fileName !== consumer)
    .map((diagnostic) => formatDiagnostic(diagnostic));
  const records = recordClasses(exports, checker);
  return { diagnostics, internal, shipped, undocumented, consumer: consumerProblems(program, consumer, records), records, symbols: exports.size, members };
}

/**
 * What the consumer's diagnostics must be: for each record class, that its constructor is
 * not public and that a record is not a number, naming the class as exported; nothing else.
 */
function consumerProblems(program, consumer, records) {
  const file = program.getSourceFile(consumer);
  const messages = program.getSemanticDiagnostics(file).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  const hidden = (name) => new RegExp(`^Type 'typeof ${name}' is not assignable to type 'abstract new \\(\\.\\.\\.args: never\\) => unknown'\\.` +
    "\\n *Cannot assign a '(private|protected)' constructor type to a 'public' constructor type\\.$");
  const named = (name) => `Type '${name}' is not assignable to type 'number'.`;
  const problems = [];
  for (const name of records) {
    if (!messages.some((message) => hidden(name).test(message))) {
      problems.push(`consumer: new ${name}(...) type-checks: record constructors must not be offered`);
    }
    if (!messages.includes(named(name))) problems.push(`consumer: a type error about ${name} does not say ${named(name)}`);
  }
  for (const message of messages) {
    if (!records.some((name) => message === named(name) || hidden(name).test(message))) {
      problems.push(`consumer: unexpected type error: ${message}`);
    }
  }
  return problems;
}

/**
 * Whether a declaration is a typed constant, the kind a class extends when its base is
 * typed to leave out members (`declare const Base: abstract new () => Omit<…>`).
 */
function isClassBase(declaration) {
  return ts.isVariableDeclaration(declaration) && declaration.type !== undefined;
}

/** How a member is named in a report: its name, `constructor`, `[index]` or `(call)`. */
function memberLabel(member) {
  if (member.name !== undefined) return member.name.getText();
  if (ts.isConstructorDeclaration(member) || ts.isConstructSignatureDeclaration(member)) return 'constructor';
  return ts.isIndexSignatureDeclaration(member) ? '[index]' : '(call)';
}

/** Members of an object type literal, or of each object type literal of a union or intersection. */
function typeLiteralMembers(type) {
  if (ts.isTypeLiteralNode(type)) return type.members;
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.flatMap((part) => [...typeLiteralMembers(part)]);
  if (ts.isParenthesizedTypeNode(type)) return typeLiteralMembers(type.type);
  return [];
}

/** Whether `symbol` is a member (or static) of a public class, interface or enum: reached through its owner. */
function isMemberOf(symbol, publicSymbols) {
  const parent = symbol.parent;
  return parent !== undefined && publicSymbols.has(parent);
}

/** Whether a source file is one of the package's declarations (not the consumer, not a lib or @types file). */
function isOwn(program, file, consumer) {
  return file.fileName !== consumer && file.isDeclarationFile && !program.isSourceFileDefaultLibrary(file) &&
    !file.fileName.includes('/node_modules/');
}

function resolveAlias(checker, symbol) {
  return (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Declaration files of dist/ that are not named after a source file of src/. */
function unreadableFileNames() {
  const problems = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.d\.c?ts$/.test(entry.name)) {
        const source = join(root, 'src', relative(dist, path).replace(/\.d\.c?ts$/, '.ts'));
        if (!existsSync(source)) problems.push(`${relative(root, path)}: declares no source file of src/ (a bundled or hashed name)`);
      }
    }
  };
  walk(dist);
  return problems;
}

function formatDiagnostic(diagnostic) {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (diagnostic.file === undefined) return text;
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
  return `${relative(root, diagnostic.file.fileName)}:${line + 1}: ${text}`;
}
