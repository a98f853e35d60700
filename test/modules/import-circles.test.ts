import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SRC, importCircles, relativeSpecifiers, runtimeGraph, runtimeImports, sourceModules } from '../helpers/module-graph.js';

/**
 * The runtime import circles `src/` may have, each with the reason it cannot be avoided.
 * None today: the records that refer back up the graph (`MetaActivity#details()` gives a
 * `DetailedActivity`, which extends it; `#laps()` gives `Lap`s, which refer to it) load
 * those classes with `import()` once the client has answered (docs/edge-cases.md).
 */
const ALLOWED = new Map<string, string>();

describe('the runtime import graph of src/', () => {
  it('has no import circle but those allowed, with their reason', () => {
    const circles = importCircles(runtimeGraph()).map((circle) => circle.join(' <-> '));
    expect(circles.filter((circle) => !ALLOWED.has(circle))).toEqual([]);
  });

  it('is read from the real sources: records import what they read, and the entry every record', () => {
    const graph = runtimeGraph();
    expect(graph.get('records/lap.ts')).toEqual(expect.arrayContaining(['records/meta-activity.ts', 'records/meta-athlete.ts']));
    expect(graph.get('records/detailed-activity.ts')).toEqual(expect.arrayContaining(['records/summary-activity.ts', 'records/lap.ts']));
    expect(graph.get('index.ts')).toEqual(expect.arrayContaining(['records/detailed-activity.ts', 'records/summary-activity.ts']));
    // Type-only imports and import() are no edge: the activity reaches back only through them.
    expect(graph.get('records/meta-activity.ts')).not.toContain('records/detailed-activity.ts');
    expect(graph.get('records/meta-activity.ts')).not.toContain('records/lap.ts');
  });
});

describe('the relative imports of src/', () => {
  // tsconfig.json allows `.ts` specifiers for the examples, which Node runs as they are; the
  // built package has only `.js` files, which the declarations and the bundles must name.
  it('name each module by its built name (.js), the package data by its own', () => {
    const unbuilt = sourceModules().flatMap((module) => relativeSpecifiers(module, readFileSync(join(SRC, module), 'utf8'))
      .filter((specifier) => !specifier.endsWith('.js') && specifier !== '../../package.json')
      .map((specifier) => `${module}: ${specifier}`));
    expect(unbuilt).toEqual([]);
  });

  it('are all read: imports, re-exports, types only, and import()', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { b } from '../b.js';",
      "export * from './c.ts';",
      "export type { D } from './d.js';",
      "import { version } from 'node:process';",
      "const e = () => import('./e.ts');",
    ].join('\n');
    expect(relativeSpecifiers('records/x.ts', text)).toEqual(['./a.ts', '../b.js', './c.ts', './d.js', './e.ts']);
    expect(runtimeImports('records/x.ts', text)).toEqual(['b.ts', 'records/c.ts']);
  });
});

describe('the circle finder', () => {
  it('counts what runs at evaluation: value imports, re-exports, and imports of types only inline', () => {
    const text = [
      "import type { A } from './a.js';",
      "import { b, type B } from './b.js';",
      "import { type C } from './c.js';",
      "import './d.js';",
      "export { e } from './e.js';",
      "export type { F } from './f.js';",
      "export * from './g.js';",
      "import { version } from '../package.json';",
      "const h = () => import('./h.js');",
    ].join('\n');
    expect(runtimeImports('records/x.ts', text)).toEqual(['records/b.ts', 'records/c.ts', 'records/d.ts', 'records/e.ts', 'records/g.ts']);
  });

  it('finds every circle, of two modules, of many, and of one that imports itself, and nothing else', () => {
    const graph = new Map([
      ['a', ['b']], ['b', ['a', 'c']], ['c', ['d']], ['d', ['e']], ['e', ['c', 'f']], ['f', []], ['g', ['g']], ['h', ['a']],
    ]);
    expect(importCircles(graph)).toEqual([['a', 'b'], ['c', 'd', 'e'], ['g']]);
  });
});
