import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The repository's `src/` folder. */
export const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Every TypeScript module under `src/`, as a path relative to it (`records/lap.ts`), sorted. */
export function sourceModules(): string[] {
  const walk = (folder: string): string[] => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
  return walk(SRC).sort();
}

/**
 * The modules a module's evaluation runs first: the targets of its static `import` and
 * `export … from` declarations, but for those erased from the JavaScript (`import type`,
 * `export type`). An `import { type A }` still counts: under `verbatimModuleSyntax` it
 * stays as `import {}`, which runs the module. `import()` does not count: it runs when
 * called, never while the importing module is evaluated. Only relative specifiers name
 * modules of `src/` (`../../package.json` is data, kept out): by their built name (`.js`),
 * or by their source's (`.ts`), which `src/` may not use but a circle through is still found.
 */
export function runtimeImports(module: string, text: string): string[] {
  const source = ts.createSourceFile(module, text, ts.ScriptTarget.Latest, false);
  const targets: string[] = [];
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement) && statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword) specifier = statement.moduleSpecifier;
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
    if (specifier === undefined || !ts.isStringLiteral(specifier) || !/^\..*\.[jt]s$/.test(specifier.text)) continue;
    targets.push(relative(SRC, resolve(dirname(join(SRC, module)), specifier.text.replace(/\.js$/, '.ts'))));
  }
  return targets;
}

/**
 * Every relative specifier of a module's static imports and re-exports, type-only ones
 * included, and of its `import()` calls with a literal specifier.
 */
export function relativeSpecifiers(module: string, text: string): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    const specifier = ts.isImportDeclaration(node) || ts.isExportDeclaration(node)
      ? node.moduleSpecifier
      : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword ? node.arguments[0] : undefined;
    if (specifier !== undefined && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) specifiers.push(specifier.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(module, text, ts.ScriptTarget.Latest, false));
  return specifiers;
}

/**
 * Every module of `src/` a module names: the targets of its static imports and
 * re-exports, type-only ones included, of its `import()` calls and of its `import('…')`
 * types, each once, in order of appearance.
 */
export function namedModules(module: string, text: string): string[] {
  const targets = new Set<string>();
  const visit = (node: ts.Node): void => {
    let specifier: ts.Node | undefined;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = node.moduleSpecifier;
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0];
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) specifier = node.argument.literal;
    if (specifier !== undefined && ts.isStringLiteral(specifier) && /^\..*\.[jt]s$/.test(specifier.text)) {
      targets.add(relative(SRC, resolve(dirname(join(SRC, module)), specifier.text.replace(/\.js$/, '.ts'))));
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(module, text, ts.ScriptTarget.Latest, false));
  return [...targets];
}

/** The whole import graph of `src/`: each module and every module it names (`namedModules`). */
export function namingGraph(): Map<string, string[]> {
  return new Map(sourceModules().map((module) => [module, namedModules(module, readFileSync(join(SRC, module), 'utf8'))]));
}

/**
 * Where a module of `src/` stands: its folder (`records/lap.ts` in `records`), or the file
 * itself at the root (`index.ts`).
 */
export function folderOf(module: string): string {
  const slash = module.indexOf('/');
  return slash === -1 ? module : module.slice(0, slash);
}

/**
 * Where a module of a folder split into wings stands: its wing (`http/transport/api-transport.ts`
 * in `http/transport`), or the file itself at the folder's root (`http/index.ts`).
 */
export function wingOf(module: string): string {
  const parts = module.split('/');
  return parts.length <= 2 ? module : `${parts[0] ?? ''}/${parts[1] ?? ''}`;
}

/**
 * The imports of `graph` that do not run down: from a module to one of another place on the
 * same floor or a higher one. `floors` lists the places floor by floor, from the top;
 * `place` says where a module stands. A module whose place no floor lists is reported as
 * `module: no floor`, so that a new folder gets its floor before it gets imports.
 */
export function importsNotDown(graph: ReadonlyMap<string, readonly string[]>, floors: readonly (readonly string[])[], place: (module: string) => string): string[] {
  const floorOf = new Map(floors.flatMap((places, floor) => places.map((name) => [name, floor] as const)));
  const problems: string[] = [];
  for (const [module, targets] of graph) {
    const floor = floorOf.get(place(module));
    if (floor === undefined) {
      problems.push(`${module}: no floor`);
      continue;
    }
    for (const target of targets) {
      if (place(target) === place(module)) continue;
      const targetFloor = floorOf.get(place(target));
      if (targetFloor === undefined || targetFloor <= floor) problems.push(`${module} -> ${target}`);
    }
  }
  return problems;
}

/** The part of `graph` within one folder: its modules, and their imports of each other. */
export function subgraph(graph: ReadonlyMap<string, readonly string[]>, folder: string): Map<string, string[]> {
  const inside = (module: string): boolean => module.startsWith(`${folder}/`);
  return new Map([...graph].filter(([module]) => inside(module)).map(([module, targets]) => [module, targets.filter(inside)]));
}

/** The runtime import graph of `src/`: each module and the modules its evaluation runs first. */
export function runtimeGraph(): Map<string, string[]> {
  return new Map(sourceModules().map((module) => [module, runtimeImports(module, readFileSync(join(SRC, module), 'utf8'))]));
}

/**
 * The circles of a graph: each set of modules that reach one another (a strongly connected
 * component of two or more, or one that imports itself), as its sorted members. Tarjan's
 * algorithm, linear in the graph's size.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (module: string): void => {
    index.set(module, index.size);
    lowest.set(module, index.get(module) ?? 0);
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(module, Math.min(lowest.get(module) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(module, Math.min(lowest.get(module) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) {
        onStack.delete(member);
        component.push(member);
      }
    } while (member !== undefined && member !== module);
    if (component.length > 1 || (graph.get(module) ?? []).includes(module)) circles.push(component.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return circles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
