import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { memberValue, readJsonMembers } from '../../src/http/transport/json-members.js';
import { NOT_COPIED, secretFreeCopy } from '../../src/http/secrets/secret-free-copy.js';

const clean = (text: string) => text.replaceAll('hush', '[redacted]');

describe('readJsonMembers', () => {
  it('reads the top-level scalar members of an object, passing over nested values, duplicates included', () => {
    const text = '{"a": "x\\"y", "n": -1.5e2, "t": true, "z": null, "o": {"a": "inner", "s": "}"}, "l": [1, "]"], "a": "last"}';
    expect(readJsonMembers(text)).toEqual([
      { key: 'a', value: 'x"y', whole: true },
      { key: 'n', value: -150, whole: true },
      { key: 't', value: true, whole: true },
      { key: 'z', value: null, whole: true },
      { key: 'a', value: 'last', whole: true },
    ]);
    expect(memberValue(readJsonMembers(text), 'a')).toBe('last');
    expect(memberValue(readJsonMembers(text), 'o')).toBeUndefined();
  });

  it('gives a string cut short as far as it arrived, less an escape cut in two, and no number cut short', () => {
    expect(readJsonMembers('{"token": "abc\\u00')).toEqual([{ key: 'token', value: 'abc', whole: false }]);
    expect(readJsonMembers('{"token": "abc\\\\')).toEqual([{ key: 'token', value: 'abc\\', whole: false }]);
    expect(readJsonMembers('{"token": "abc\\')).toEqual([{ key: 'token', value: 'abc', whole: false }]);
    expect(readJsonMembers('{"a": 1, "expires_at": 17000')).toEqual([{ key: 'a', value: 1, whole: true }]);
    expect(readJsonMembers('{"a": 1, "o": {"b": "c')).toEqual([{ key: 'a', value: 1, whole: true }]);
    expect(memberValue(readJsonMembers('{"token": "abc'), 'token')).toBeUndefined();
  });

  it('stops where the text stops being a JSON object', () => {
    expect(readJsonMembers('[1, 2]')).toEqual([]);
    expect(readJsonMembers('{"a": 1 "b": 2}')).toEqual([{ key: 'a', value: 1, whole: true }]);
    expect(readJsonMembers('{"a": "bad \u0001 control", "b": 2}')).toEqual([]);
    expect(readJsonMembers('{"a": nope}')).toEqual([]);
    expect(readJsonMembers('{"a" 1}')).toEqual([]);
  });
});

describe('secretFreeCopy', () => {
  it('copies what the built-ins hold: Response, URLSearchParams, Date, DOMException', () => {
    const copy = secretFreeCopy({
      response: new Response('x', { status: 418, headers: { 'x-hush': 'hush' } }),
      search: new URLSearchParams({ token: 'hush' }),
      when: new Date(0),
      abort: new DOMException('stopped hush', 'AbortError'),
    }, clean) as Record<string, unknown>;
    expect(copy.response).toEqual({ status: 418, url: '', headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-[redacted]': '[redacted]' } });
    expect(copy.search).toBe('token=[redacted]');
    expect(copy.when).toEqual(new Date(0));
    expect(copy.abort).toBeInstanceOf(Error);
    expect(copy.abort).toMatchObject({ name: 'AbortError', message: 'stopped [redacted]' });
  });

  it('keeps the name a user\'s error class gives, on the built-in prototype', () => {
    class VaultError extends TypeError {
      override readonly name = 'VaultError';
    }
    const copy = secretFreeCopy(new VaultError('vault hush'), clean) as Error;
    expect(Object.getPrototypeOf(copy)).toBe(TypeError.prototype);
    expect(copy.name).toBe('VaultError');
    expect(copy.message).toBe('vault [redacted]');
  });

  it('copies at most 10,000 values of a Map, a Set or an array, and nothing deeper than 64 levels', () => {
    const many = Array.from({ length: 20_000 }, (_, index) => index);
    const map = secretFreeCopy(new Map(many.map((index) => [index, 'hush'])), clean) as Map<number, string>;
    expect(map.size).toBe(9_999);
    expect(map.get(0)).toBe('[redacted]');
    expect((secretFreeCopy(new Set(many), clean) as Set<number>).size).toBe(9_999);
    expect(secretFreeCopy(many, clean)).toEqual(many.slice(0, 9_999));
    const wide = secretFreeCopy({ set: new Set(many), list: many }, clean) as { set: Set<number>; list: number[] };
    expect(wide.set.size + wide.list.length).toBeGreaterThan(9_900);
    expect(wide.set.size + wide.list.length).toBeLessThan(10_000);
    let deep: unknown = 'hush';
    for (let depth = 0; depth < 100; depth++) deep = [deep];
    expect(inspect(secretFreeCopy(deep, clean), { depth: Number.POSITIVE_INFINITY })).toContain(NOT_COPIED);
  });

  it('keeps a symbol key and a symbol value whose description holds no secret, and writes the others as text', () => {
    const brand = Symbol.for('app.retryable');
    const copy = secretFreeCopy({ [brand]: 'hush', [Symbol('hush')]: 1, tag: Symbol('hush'), kind: brand }, clean) as Record<string | symbol, unknown>;
    expect(copy[brand]).toBe('[redacted]');
    expect(copy['Symbol([redacted])']).toBe(1);
    expect(copy.tag).toBe('Symbol([redacted])');
    expect(copy.kind).toBe(brand);
  });

  it('copies an object whose prototype was swapped as a plain one: what its slots hold is lost, never shown', () => {
    const fakeMap = Object.assign(Object.create(Map.prototype) as object, { note: 'hush' });
    const hiddenString = Object.setPrototypeOf(Object('hush') as object, Object.prototype) as object;
    const hiddenMap = Object.setPrototypeOf(new Map([['k', 'hush']]), null) as object;
    const copy = secretFreeCopy({ fakeMap, hiddenString, hiddenMap }, clean) as Record<string, unknown>;
    expect(copy.fakeMap).toEqual({ note: '[redacted]' });
    expect(copy.hiddenMap).toEqual({});
    expect(copy.hiddenString).not.toBeInstanceOf(String);
    expect(inspect(copy, { showHidden: true, depth: Number.POSITIVE_INFINITY })).not.toContain('hush');
  });

  it('leaves out what cannot be read, and numbers whose digits are a secret', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = new Proxy({}, { ownKeys: () => { throw new Error('no'); } });
    const copy = secretFreeCopy({ proxy, throwing, code: 12345, fn: () => 'hush', bytes: new ArrayBuffer(4) }, (text) => text.replaceAll('12345', '[redacted]')) as Record<string, unknown>;
    expect(copy).toEqual({ proxy: {}, throwing: {}, code: '[redacted]', fn: NOT_COPIED, bytes: NOT_COPIED });
  });
});
