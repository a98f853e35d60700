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
