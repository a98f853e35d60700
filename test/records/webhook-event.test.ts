import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ParseError, WebhookEvent, decodeJSON, encodeJSON } from '../../src/index.js';

// One event of each kind, as the API pushes them (written by hand after its webhook docs):
// an activity created, updated (title, type, privacy as the docs write it, all three at
// once), deleted; an athlete's revocation; and an activity created with ids beyond 2^53.
const EVENTS_TEXT = `[
  {"aspect_type": "create", "event_time": 1711992301, "object_id": 8200137494, "object_type": "activity", "owner_id": 50777909, "subscription_id": 188201, "updates": {}},
  {"aspect_type": "update", "event_time": 1711992301, "object_id": 8200137494, "object_type": "activity", "owner_id": 50777909, "subscription_id": 188201, "updates": {"title": "Sortie du dimanche"}},
  {"aspect_type": "update", "event_time": 1711992302, "object_id": 8200137494, "object_type": "activity", "owner_id": 50777909, "subscription_id": 188201, "updates": {"type": "Ride"}},
  {"aspect_type": "update", "event_time": 1711992303, "object_id": 8200137494, "object_type": "activity", "owner_id": 50777909, "subscription_id": 188201, "updates": {"private": "true"}},
  {"aspect_type": "update", "event_time": 1711992304, "object_id": 8200137494, "object_type": "activity", "owner_id": 50777909, "subscription_id": 188201, "updates": {"title": "Sortie du dimanche", "type": "Run", "private": false}},
  {"aspect_type": "delete", "event_time": 1711992305, "object_id": 8200137494, "object_type": "activity", "owner_id": 50777909, "subscription_id": 188201, "updates": {}},
  {"aspect_type": "update", "event_time": 1711992306, "object_id": 50777909, "object_type": "athlete", "owner_id": 50777909, "subscription_id": 188201, "updates": {"authorized": "false"}},
  {"aspect_type": "create", "event_time": 1732492800, "object_id": 12345678987654321, "object_type": "activity", "owner_id": 9007199254740993, "subscription_id": 188201, "updates": {}}
]`;

function issuesOf(value: unknown): [readonly (string | number)[], string][] {
  const result = WebhookEvent.safeParse(value);
  if (result.success) throw new Error('expected issues');
  return result.error.issues.map((issue) => [issue.path, issue.expected]);
}

describe('WebhookEvent', () => {
  const events = WebhookEvent.parseMany(decodeJSON(EVENTS_TEXT));

  it('reads an activity created, with empty updates', () => {
    const [created] = events;
    expect(created).toBeInstanceOf(WebhookEvent);
    expect(created).toMatchObject({
      object_type: 'activity',
      object_id: 8200137494,
      aspect_type: 'create',
      owner_id: 50777909,
      subscription_id: 188201,
      event_time: 1711992301,
    });
    expect(created?.updates).toEqual({});
    expect(created?.extra).toEqual({});
  });

  it('reads the updates of a title, a type and a privacy change as the API sends them', () => {
    expect(events.slice(1, 5).map((event) => [event.aspect_type, { ...event.updates }])).toEqual([
      ['update', { title: 'Sortie du dimanche' }],
      ['update', { type: 'Ride' }],
      ['update', { private: 'true' }],
      ['update', { title: 'Sortie du dimanche', type: 'Run', private: false }],
    ]);
    // A string stays a string, a boolean a boolean: nothing is coerced.
    expect(events[3]?.updates?.private).toBe('true');
    expect(events[4]?.updates?.private).toBe(false);
  });

  it('reads an activity deleted', () => {
    expect(events[5]).toMatchObject({ object_type: 'activity', aspect_type: 'delete', object_id: 8200137494 });
    expect(events[5]?.updates).toEqual({});
  });

  it('reads an athlete\'s revocation, authorized: "false" kept as a string', () => {
    const revoked = events[6];
    expect(revoked).toMatchObject({ object_type: 'athlete', aspect_type: 'update', object_id: 50777909, owner_id: 50777909 });
    expect(revoked?.updates?.authorized).toBe('false');
    expect(revoked?.updates?.authorized).not.toBe(false);
  });

  it('keeps ids beyond 2^53 exact from the body\'s text', () => {
    const created = events[7];
    expect(created?.object_id).toBe(12345678987654321n);
    expect(created?.owner_id).toBe(9007199254740993n);
    expect(created?.subscription_id).toBe(188201);
    // What JSON.parse makes of the same text: the precision is gone, and the issue says how to keep it.
    const rounded = (JSON.parse(EVENTS_TEXT) as unknown[])[7];
    expect(issuesOf(rounded)).toEqual([[['object_id'], 'integer'], [['owner_id'], 'integer']]);
    expect(() => WebhookEvent.parse(rounded)).toThrow(/decodeJSON/);
  });

  it('writes every event back as it came', () => {
    expect(events.map((event) => event.toJSON())).toStrictEqual(decodeJSON(EVENTS_TEXT));
    expect(encodeJSON(events[7]?.toJSON())).toContain('"object_id":12345678987654321,');
    expect(encodeJSON(events[7]?.toJSON())).toContain('"owner_id":9007199254740993,');
    expect(Object.getPrototypeOf(events[1]?.toJSON().updates)).toBe(Object.prototype);
  });

  it('is frozen, its updates too, with a null prototype: a key is data, never a member', () => {
    const event = WebhookEvent.parse({ updates: { constructor: 'x', __proto__: 'y', toString: 1 } });
    expect(Object.isFrozen(event)).toBe(true);
    expect(Object.isFrozen(event.updates)).toBe(true);
    expect(Object.getPrototypeOf(event.updates)).toBeNull();
    expect(event.updates?.constructor).toBe('x');
    expect(Object.keys(event.updates ?? {})).toEqual(['constructor', 'toString']);
    expect(() => {
      (event.updates as Record<string, unknown>).title = 'changed';
    }).toThrow(TypeError);
  });

  it('keeps unknown keys in extra and takes any string as object_type and aspect_type', () => {
    const event = WebhookEvent.parse({ object_type: 'route', aspect_type: 'archive', object_id: 1, event_time: 2, source: { app: 'x' } });
    expect(event.object_type).toBe('route');
    expect(event.aspect_type).toBe('archive');
    expect(event.extra).toEqual({ source: { app: 'x' } });
    expect(Object.isFrozen(event.extra.source)).toBe(true);
    expect(event.toJSON()).toEqual({ object_type: 'route', object_id: 1, aspect_type: 'archive', event_time: 2, source: { app: 'x' } });
  });

  it('reports every bad field at its path, and every bad update at its key', () => {
    expect(issuesOf({
      object_type: 1,
      object_id: '1360128428',
      aspect_type: null,
      updates: { title: null, private: { value: true }, type: ['Ride'], count: Number.NaN, ok: 'fine' },
      owner_id: 1.5,
      subscription_id: -0.5,
      event_time: '1516126040',
    })).toEqual([
      [['object_type'], 'string'],
      [['object_id'], 'integer'],
      [['updates', 'title'], 'string, number or boolean'],
      [['updates', 'private'], 'string, number or boolean'],
      [['updates', 'type'], 'string, number or boolean'],
      [['updates', 'count'], 'string, number or boolean'],
      [['owner_id'], 'integer'],
      [['subscription_id'], 'integer'],
      [['event_time'], 'integer'],
    ]);
    expect(issuesOf({ updates: [] })).toEqual([[['updates'], 'object of string, number or boolean values']]);
    expect(issuesOf({ updates: 'title' })).toEqual([[['updates'], 'object of string, number or boolean values']]);
    expect(issuesOf([])).toEqual([[[], 'object']]);
  });

  it('refuses ids outside 1 to 2^63 - 1, the API\'s 64-bit ids, read from text or given as numbers and bigints', () => {
    const outside = ['-1', '0', '-0', '9223372036854775808', '18446744073709551615', '194641753419464175341946417534', '-9223372036854775808'];
    for (const id of outside) {
      const text = `{"object_id": ${id}, "owner_id": ${id}, "subscription_id": ${id}}`;
      expect(issuesOf(decodeJSON(text)), id).toEqual([
        [['object_id'], 'integer from 1 to 2^63 - 1'],
        [['owner_id'], 'integer from 1 to 2^63 - 1'],
        [['subscription_id'], 'integer from 1 to 2^63 - 1'],
      ]);
    }
    expect(() => WebhookEvent.parse({ object_id: 2n ** 64n })).toThrow(new ParseError([
      { path: ['object_id'], expected: 'integer from 1 to 2^63 - 1', received: '18446744073709551616n', message: 'expected integer from 1 to 2^63 - 1, received 18446744073709551616n' },
    ]));
    expect(WebhookEvent.safeParse({ object_id: -1 }).success).toBe(false);
    const edges = WebhookEvent.parse(decodeJSON('{"object_id": 9223372036854775807, "owner_id": 1, "subscription_id": 9007199254740991}'));
    expect([edges.object_id, edges.owner_id, edges.subscription_id]).toEqual([2n ** 63n - 1n, 1, 9007199254740991]);
    expect(WebhookEvent.parse({ object_id: 1n, owner_id: null }).object_id).toBe(1);
  });

  it('takes a number in updates beyond 2^53 only when no digit is lost, as a number field does', () => {
    expect(WebhookEvent.parse(decodeJSON('{"updates":{"count":9007199254740993.0,"big":18014398509481984}}')).updates)
      .toEqual({ count: 9007199254740992, big: 18014398509481984 });
    expect(issuesOf(decodeJSON('{"updates":{"count":9007199254740993}}'))).toEqual([[['updates', 'count'], 'string, number or boolean']]);
  });

  it('reports a getter that throws inside updates at the field, and never throws anything but ParseError', () => {
    const updates = Object.defineProperty({}, 'title', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(issuesOf({ updates })).toEqual([[['updates'], 'object']]);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(() => WebhookEvent.parse({ updates: proxy })).toThrow(ParseError);
    expect(() => WebhookEvent.parse(proxy)).toThrow(ParseError);
  });

  it('reads 100,000 updates, every one kept', () => {
    const updates = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`key${index}`, index]));
    const event = WebhookEvent.parse({ updates });
    expect(Object.keys(event.updates ?? {})).toHaveLength(100_000);
    expect(event.updates?.key99999).toBe(99999);
  });

  it('is a Standard Schema, with parse, safeParse and parseMany, and shows its data when inspected', () => {
    const result = WebhookEvent['~standard'].validate({ object_id: 1 });
    expect(result.issues === undefined && result.value).toBeInstanceOf(WebhookEvent);
    expect(WebhookEvent['~standard'].validate({ object_id: 'x' }).issues?.map((issue) => issue.path)).toEqual([['object_id']]);
    expect(() => WebhookEvent.parseMany([{}, { event_time: 1.5 }])).toThrow(/\[1\]\.event_time: expected integer, received 1\.5/);
    expect(inspect(events[6])).toMatch(/^WebhookEvent \{[^]*authorized: 'false'/);
    expect('bound_client' in (events[0] ?? {})).toBe(false);
  });
});
