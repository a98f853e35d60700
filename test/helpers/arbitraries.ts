import fc from 'fast-check';
import { EFFORT_FIELDS, LAP_FIELDS, META_ACTIVITY_FIELDS, META_ATHLETE_FIELDS } from './fixtures.js';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Anything at all: JSON and far beyond it. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    maxDepth: 3,
  }),
  fc.constantFrom<unknown>(
    undefined, Symbol('s'), () => 1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0,
    new Date(0), new (class Custom { readonly tag = 'custom'; })(), Object.freeze({ distance: 1 }),
    Object.create(null) as unknown, 2n ** 70n, -(2n ** 70n), '2018-02-30T00:00:00Z',
  ),
);

/**
 * An object with the spec's keys (and others) holding anything, nested records included;
 * some of them fight back (see `Fighter`: pass the value through `materialize` first).
 */
export function hostileRecord(keys: readonly string[]): fc.Arbitrary<unknown> {
  const field = fc.oneof({ weight: 4, arbitrary: anyValue }, { weight: 1, arbitrary: fc.constant(null).chain(() => fighter) });
  const fields = Object.fromEntries(keys.map((key) => [key, field]));
  const nested = fc.record({ id: field, resource_state: field, extra: field }, { requiredKeys: [] });
  const record = fc.record(
    { ...fields, activity: fc.oneof(field, nested), athlete: fc.oneof(field, nested), other: field },
    { requiredKeys: [] },
  );
  const withGetter = fc.tuple(record, fc.constantFrom(...keys, 'other')).map(([value, key]) => new Fighter('getter', value, key));
  return fc.oneof({ weight: 3, arbitrary: record }, { weight: 1, arbitrary: withGetter });
}

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const safeInteger = fc.maxSafeInteger();
const id = fc.oneof(safeInteger, fc.bigInt({ min: SAFE + 1n, max: 2n ** 63n - 1n }));
const nullable = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: null, freq: 5 });

/** An RFC 3339 date-time as the API writes it (and in the other forms the rules allow). */
export const dateTime: fc.Arbitrary<string> = fc
  .tuple(
    fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
    fc.constantFrom('Z', 'z', '+01:00', '-08:00', '+05:45'),
    fc.boolean(),
  )
  .map(([date, zone, fraction]) => {
    const text = date.toISOString();
    return `${fraction ? text.slice(0, 23) : text.slice(0, 19)}${zone}`;
  });

/** A JSON value as `decodeJSON` gives it: bigints for integers beyond 2^53, never -0. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    // A double that is an integer of 2^53 or more is written as digits that read back
    // exactly as a bigint, and -0 is written as 0: neither survives a JSON round trip.
    finite.filter((n) => !Object.is(n, -0) && !(Number.isInteger(n) && !Number.isSafeInteger(n) && Math.abs(n) < 1e21)),
    fc.string(),
    fc.oneof(fc.bigInt({ min: SAFE + 1n, max: 2n ** 80n }), fc.bigInt({ min: -(2n ** 80n), max: -SAFE - 1n })),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Unknown fields: keys that are none of the record's, with JSON values. */
function extras(known: readonly string[]) {
  return fc.dictionary(
    fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'resource_state')).filter(
      (key) => !known.includes(key) && key !== 'bound_client',
    ),
    jsonValue,
    { maxKeys: 3 },
  );
}

function withExtras(fields: Record<string, fc.Arbitrary<unknown>>, known: readonly string[]) {
  return fc.tuple(fc.record(fields, { requiredKeys: [] }), extras(known)).map(([spec, extra]) => {
    const value: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(extra)) Object.defineProperty(value, key, { value: field, enumerable: true, writable: true, configurable: true });
    return Object.assign(value, spec);
  });
}

export const validMetaActivity = withExtras({ id: nullable(id) }, META_ACTIVITY_FIELDS);
export const validMetaAthlete = withExtras({ id: nullable(id), resource_state: nullable(safeInteger) }, META_ATHLETE_FIELDS);

/** A lap the rules accept, with unknown fields of every JSON kind. */
export const validLap = withExtras(
  {
    activity: nullable(validMetaActivity),
    athlete: nullable(validMetaAthlete),
    average_cadence: nullable(finite),
    average_speed: nullable(finite),
    average_watts: nullable(finite),
    average_heartrate: nullable(finite),
    max_heartrate: nullable(finite),
    device_watts: nullable(fc.boolean()),
    distance: nullable(finite),
    elapsed_time: nullable(safeInteger),
    moving_time: nullable(safeInteger),
    end_index: nullable(safeInteger),
    start_index: nullable(safeInteger),
    id: nullable(id),
    lap_index: nullable(safeInteger),
    max_speed: nullable(finite),
    name: nullable(fc.string()),
    pace_zone: nullable(safeInteger),
    split: nullable(safeInteger),
    start_date: nullable(dateTime),
    start_date_local: nullable(dateTime),
    total_elevation_gain: nullable(finite),
  },
  LAP_FIELDS,
);

/** A segment effort the rules accept, using the spec's names only. */
export const validEffort = withExtras(
  {
    id: nullable(id),
    distance: nullable(finite),
    is_kom: nullable(fc.boolean()),
    pr_activity_id: nullable(id),
    pr_elapsed_time: nullable(safeInteger),
    start_date: nullable(dateTime),
    start_date_local: nullable(dateTime),
  },
  [...EFFORT_FIELDS, 'activity_id', 'elapsed_time'],
);

/** Proxy traps that may throw, one at a time. */
const TRAPS = ['get', 'ownKeys', 'getPrototypeOf', 'getOwnPropertyDescriptor', 'has'] as const;
type Trap = (typeof TRAPS)[number];

/** `value` with a getter at `key` that throws. */
export function withThrowingGetter(value: object, key: string): object {
  return Object.defineProperty(value, key, {
    get: () => {
      throw new Error(`getter ${key}`);
    },
    enumerable: true,
    configurable: true,
  });
}

/**
 * A value that fights back, described as plain data: fast-check inspects and prints the
 * values it generates, which a revoked proxy would not survive. `materialize` builds it:
 * - `getter`: `base` (an object) with a getter at `key` that throws;
 * - `trap`: a proxy of `base` whose `key` trap throws; `proxy`: a proxy that lets all through;
 * - `revoked`: a revoked proxy; `length`: an array whose length throws;
 * - `cycle`: an object holding itself at `key` (in an array when `base` is true);
 * - `shared`: one object (`base`) referred to twice.
 */
export class Fighter {
  constructor(
    readonly kind: 'getter' | 'trap' | 'proxy' | 'revoked' | 'length' | 'cycle' | 'shared',
    readonly base: unknown,
    readonly key: string,
  ) {}
}

const container = fc.oneof(fc.dictionary(fc.string(), jsonValue, { maxKeys: 3 }), fc.array(jsonValue, { maxLength: 3 }));

/** Every kind of `Fighter`. */
export const fighter: fc.Arbitrary<Fighter> = fc.oneof(
  fc.tuple(fc.dictionary(fc.string(), jsonValue, { maxKeys: 3 }), fc.string()).map(([base, key]) => new Fighter('getter', base, key)),
  fc.tuple(container, fc.constantFrom(...TRAPS)).map(([base, trap]) => new Fighter('trap', base, trap)),
  container.map((base) => new Fighter('proxy', base, '')),
  fc.constant(new Fighter('revoked', null, '')),
  fc.constant(new Fighter('length', [1, 2], '')),
  fc.tuple(fc.boolean(), fc.string()).map(([inArray, key]) => new Fighter('cycle', inArray, key)),
  container.map((base) => new Fighter('shared', base, '')),
);

/** `value` with every `Fighter` in it (in plain objects and arrays, at any depth) built afresh. */
export function materialize(value: unknown): unknown {
  if (value instanceof Fighter) return build(value);
  if (Array.isArray(value)) return value.map(materialize);
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) Object.defineProperty(copy, key, { value: materialize(field), enumerable: true, writable: true, configurable: true });
    return copy;
  }
  return value;
}

function build({ kind, base, key }: Fighter): unknown {
  switch (kind) {
    case 'getter':
      return withThrowingGetter(materialize(base) as object, key);
    case 'trap':
      return new Proxy(structuredClone(base) as object, {
        [key as Trap]: () => {
          throw new Error(`trap ${key}`);
        },
      });
    case 'proxy':
      return new Proxy(structuredClone(base) as object, {});
    case 'revoked': {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return proxy;
    }
    case 'length':
      return new Proxy([1, 2], {
        get: (target, property) => {
          if (property === 'length') throw new Error('length');
          return Reflect.get(target, property) as unknown;
        },
      });
    case 'cycle': {
      const cycle: Record<string, unknown> = {};
      cycle[key] = base === true ? [cycle] : cycle;
      return cycle;
    }
    case 'shared': {
      const shared = structuredClone(base);
      return { first: shared, second: [shared] };
    }
  }
}
