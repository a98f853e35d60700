import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SRC, folderOf, importCircles, importsNotDown, namedModules, namingGraph, relativeSpecifiers, runtimeGraph, runtimeImports, sourceModules,
  subgraph, wingOf,
} from '../helpers/module-graph.js';

/**
 * The runtime import circles `src/` may have, each with the reason it cannot be avoided.
 * None today: the records that refer back up the graph (`MetaActivity#details()` gives a
 * `DetailedActivity`, which extends it; `#laps()` gives `Lap`s, which refer to it) load
 * those classes with `import()` once the client has answered (docs/edge-cases.md).
 */
const ALLOWED = new Map<string, string>();

let runtime: Map<string, string[]> | undefined;
let naming: Map<string, string[]> | undefined;
/** `runtimeGraph()`, read once for the file: the sources do not change while the tests run. */
const runtimeOfSrc = (): Map<string, string[]> => (runtime ??= runtimeGraph());
/** `namingGraph()`, read once for the file. */
const namingOfSrc = (): Map<string, string[]> => (naming ??= namingGraph());

describe('the runtime import graph of src/', () => {
  it('has no import circle but those allowed, with their reason', () => {
    const circles = importCircles(runtimeOfSrc()).map((circle) => circle.join(' <-> '));
    expect(circles.filter((circle) => !ALLOWED.has(circle))).toEqual([]);
  });

  it('is read from the real sources: records import what they read, and the entry every record', () => {
    const graph = runtimeOfSrc();
    expect(graph.get('records/lap.ts')).toEqual(expect.arrayContaining(['records/meta-activity.ts', 'records/meta-athlete.ts']));
    expect(graph.get('records/detailed-activity.ts')).toEqual(expect.arrayContaining(['records/summary-activity.ts', 'records/lap.ts']));
    expect(graph.get('index.ts')).toEqual(expect.arrayContaining(['records/detailed-activity.ts', 'records/summary-activity.ts']));
    // Type-only imports and import() are no edge: the activity reaches back only through them.
    expect(graph.get('records/meta-activity.ts')).not.toContain('records/detailed-activity.ts');
    expect(graph.get('records/meta-activity.ts')).not.toContain('records/lap.ts');
  });
});

/**
 * The floors of `src/` and of the wings of `src/http/`, from the top, as CONTRIBUTING.md
 * writes them down ("Floors"): each fenced `text floors` block there, one floor a line, its
 * places separated by spaces (`cli/ http/`; a trailing slash marks a folder).
 */
function documentedFloors(): { readonly src: string[][]; readonly http: string[][] } {
  const text = readFileSync(join(SRC, '..', 'CONTRIBUTING.md'), 'utf8');
  const blocks = [...text.matchAll(/```text floors\n([\s\S]*?)```/g)].map((match) => (match[1] ?? '')
    .split('\n').filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/).map((place) => place.replace(/\/$/, ''))));
  const [src = [], http = []] = blocks;
  return { src, http };
}

/** Every circle of the whole import graph (types and `import()` too) with a module outside `records/`. */
function circlesOutsideRecords(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return importCircles(graph).filter((circle) => !circle.every((module) => module.startsWith('records/'))).map((circle) => circle.join(' <-> '));
}

describe('the floors of src/', () => {
  const floors = documentedFloors();

  it('are written down in CONTRIBUTING.md, the command on top of the main entry, parse/ at the bottom, the wings of http/ below its entry', () => {
    expect(floors.src.slice(0, 2)).toEqual([['cli'], ['index.ts']]);
    expect(floors.src.at(-1)).toEqual(['parse']);
    expect(floors.src.flat()).toEqual(expect.arrayContaining(['records', 'streams', 'core', 'client', 'http']));
    expect(floors.http[0]).toEqual(['http/index.ts']);
    expect(floors.http.flat()).toEqual(expect.arrayContaining(['http/transport', 'http/endpoints', 'http/shared']));
  });

  it('are stood on as written: every import of src/ runs down a floor, types and import() too', () => {
    expect(importsNotDown(namingOfSrc(), floors.src, folderOf)).toEqual([]);
  });

  it('are stood on within http/: every import from one wing to another runs down a floor', () => {
    expect(importsNotDown(subgraph(namingOfSrc(), 'http'), floors.http, wingOf)).toEqual([]);
  });

  it('are checked for what they say: an import up or across a floor, and a folder of no floor, are found', () => {
    const graph = new Map([
      ['index.ts', ['records/lap.ts']],
      ['records/lap.ts', ['parse/id.ts', 'records/meta-activity.ts']],
      ['records/meta-activity.ts', []],
      ['parse/id.ts', ['records/lap.ts', 'json/decode.ts']],
      ['json/decode.ts', ['units/speed.ts']],
      ['units/speed.ts', []],
      ['extra/new.ts', ['parse/id.ts']],
    ]);
    expect(importsNotDown(graph, [['index.ts'], ['records'], ['json', 'units'], ['parse']], folderOf))
      .toEqual(['parse/id.ts -> records/lap.ts', 'parse/id.ts -> json/decode.ts', 'json/decode.ts -> units/speed.ts', 'extra/new.ts: no floor']);
    expect(wingOf('http/transport/api-transport.ts')).toBe('http/transport');
    expect(wingOf('http/index.ts')).toBe('http/index.ts');
    expect(folderOf('index.ts')).toBe('index.ts');
  });
});

describe('the whole import graph of src/ (types and import() too)', () => {
  it('has no circle but the record graph\'s, whose models refer to each other as the API\'s do', () => {
    expect(circlesOutsideRecords(namingOfSrc())).toEqual([]);
    // The record graph's circle is there, and met through types and import() alone (the runtime graph has none).
    expect(importCircles(namingOfSrc()).flat()).toEqual(expect.arrayContaining(['records/meta-activity.ts', 'records/detailed-activity.ts']));
  });

  it('finds a circle through types alone outside the records, and lets one inside them be', () => {
    const graph = new Map([
      ['records/a.ts', ['records/b.ts']], ['records/b.ts', ['records/a.ts']],
      ['http/x.ts', ['http/y.ts']], ['http/y.ts', ['http/x.ts']],
    ]);
    expect(circlesOutsideRecords(graph)).toEqual(['http/x.ts <-> http/y.ts']);
    expect(namedModules('http/x.ts', "import type { Y } from './y.js';\ntype Z = import('../z.js').Z;\nconst w = () => import('./w.js');"))
      .toEqual(['http/y.ts', 'z.ts', 'http/w.ts']);
  });

  it('reaches an index.ts only from the entry above it, and the main entry from the command: a wing\'s index is the entry\'s list, never a way in for a module', () => {
    const barrels = [...namingOfSrc()].flatMap(([module, targets]) => targets
      .filter((target) => target.endsWith('index.ts') && !(module === 'http/index.ts' && /^http\/[^/]+\/index\.ts$/.test(target)))
      .filter((target) => !(folderOf(module) === 'cli' && target === 'index.ts'))
      .map((target) => `${module} -> ${target}`));
    expect(barrels).toEqual([]);
  });

  it('gives each wing of http/ an index.ts that opens with its charter: what it holds, and what it may import', () => {
    const wings = [...new Set(sourceModules().filter((module) => module.split('/').length === 3 && module.startsWith('http/')).map(wingOf))];
    expect(wings.length).toBeGreaterThanOrEqual(8);
    for (const wing of wings) {
      const text = readFileSync(join(SRC, wing, 'index.ts'), 'utf8');
      expect(text, wing).toMatch(/^\/\*\*\n \* The [A-Za-z]+ wing: /);
      expect(text, wing).toMatch(/\n \* May import: /);
    }
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
