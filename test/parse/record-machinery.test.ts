import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Lap, MetaActivity, MetaAthlete, SummarySegmentEffort, type ClientHandle } from '../../src/index.js';
import { clientAnswering } from '../helpers/fake-client.js';

const LAP = { id: 1, distance: 5, resource_state: 2, activity: { id: 7, resource_state: 1 }, athlete: { id: 9 }, segment: { tags: [1, { a: 2 }] } };

describe('records are frozen at run time', () => {
  it('with their nested records and extras, so assigning to any of them throws', () => {
    const lap = Lap.parse(LAP);
    expect(Object.isFrozen(lap)).toBe(true);
    expect(Object.isFrozen(lap.activity)).toBe(true);
    expect(Object.isFrozen(lap.athlete)).toBe(true);
    expect(Object.isFrozen(lap.extra)).toBe(true);
    expect(() => {
      (lap as { distance: number | null }).distance = 6;
    }).toThrow(TypeError);
    expect(() => {
      (lap.activity as { id: unknown }).id = 8;
    }).toThrow(TypeError);
    expect(() => Object.defineProperty(lap, 'added', { value: 1 })).toThrow(TypeError);
    expect(lap.distance).toBe(5);
  });

  it('for every class and every way of building one: parse, parseMany, safeParse, bind', () => {
    const client = clientAnswering(() => []);
    const built = [
      Lap.parse(LAP),
      ...Lap.parseMany([LAP, LAP]),
      MetaActivity.parse({ id: 1 }),
      MetaAthlete.parse({ id: 1 }),
      SummarySegmentEffort.parse({ id: 1, activity_id: 2 }),
      Lap.parse(LAP).bind(client),
    ];
    const safe = Lap.safeParse(LAP);
    if (safe.success) built.push(safe.data);
    expect(built).toHaveLength(8);
    for (const record of built) expect(Object.isFrozen(record)).toBe(true);
  });

  it('keep their private client working: bound_client, bind and the accessors', async () => {
    const client = clientAnswering(() => [{ id: 1 }]);
    const lap = Lap.parse(LAP, { client });
    expect(lap.bound_client).toBe(client);
    expect(lap.activity?.bound_client).toBe(client);
    const other: ClientHandle = clientAnswering(() => []);
    const rebound = lap.bind(other);
    expect(rebound.bound_client).toBe(other);
    expect(Object.isFrozen(rebound.activity)).toBe(true);
    expect(lap.bound_client).toBe(client);
    await expect(lap.activity?.comments()).resolves.toHaveLength(1);
  });
});

describe('record constructors', () => {
  /** What JavaScript can do, where TypeScript sees the constructor as private. */
  const construct = (type: object, argument: unknown): unknown => new (type as new (argument: unknown) => unknown)(argument);

  it.each([
    ['Lap', () => construct(Lap, {})],
    ['Lap', () => construct(Lap, undefined)],
    ['MetaActivity', () => construct(MetaActivity, { input: { id: 1 }, client: null })],
    ['SummarySegmentEffort', () => construct(SummarySegmentEffort, null)],
  ])('throw a TypeError naming the way to build a %s when given anything but the library\'s reader', (name, build) => {
    expect(build).toThrow(TypeError);
    expect(build).toThrow(`${name} records are built by ${name}.parse, ${name}.safeParse or ${name}.parseMany, not by new ${name}()`);
  });
});

describe('the parse folder', () => {
  const folder = fileURLToPath(new URL('../../src/parse/', import.meta.url));
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));
  /** Each file's imports, type-only ones too, as `from '…'` clauses. */
  const importsOf = (name: string) => readFileSync(folder + name, 'utf8').match(/from '[^']+'/g) ?? [];

  it('imports nothing from records/ or client/', () => {
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      for (const source of importsOf(name)) expect(source, name).toMatch(/^from '\.\/[\w-]+\.js'$/);
    }
  });

  it('has no import circle, type-only imports counted', () => {
    const imported = new Map(files.map((name) => [name, importsOf(name).map((source) => source.slice(8, -4) + '.ts')]));
    const circles: string[] = [];
    const done = new Set<string>();
    const visit = (name: string, trail: readonly string[]): void => {
      if (trail.includes(name)) {
        circles.push([...trail.slice(trail.indexOf(name)), name].join(' -> '));
        return;
      }
      if (done.has(name)) return;
      for (const next of imported.get(name) ?? []) visit(next, [...trail, name]);
      done.add(name);
    };
    for (const name of files) visit(name, []);
    expect([...imported.values()].flat().length).toBeGreaterThan(files.length);
    expect(circles).toEqual([]);
  });
});
