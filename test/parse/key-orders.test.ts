import { describe, expect, it } from 'vitest';
import { KeyOrders } from '../../src/parse/key-orders.js';

/** An object with `keys` in that order, each holding its index. */
const objectOf = (keys: readonly string[]) => Object.fromEntries(keys.map((key, index) => [key, index]));
const keysOf = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('the remembered key orders of a key set', () => {
  it('give the unknown keys of an input whose keys come in a remembered order, and nothing for any other order', () => {
    const orders = new KeyOrders();
    const withHeart = ['id', 'name', 'average_heartrate', 'max_heartrate', 'extra_key'];
    const withoutHeart = ['id', 'name', 'extra_key'];
    expect(orders.unknownKeysOf(objectOf(withHeart))).toBeUndefined();
    orders.remember(withHeart, ['extra_key']);
    orders.remember(withoutHeart, ['extra_key', 'x']);
    expect(orders.unknownKeysOf(objectOf(withHeart))).toEqual(['extra_key']);
    expect(orders.unknownKeysOf(objectOf(withoutHeart))).toEqual(['extra_key', 'x']);
    expect(orders.unknownKeysOf(objectOf(['id', 'name']))).toBeUndefined();
    expect(orders.unknownKeysOf(objectOf([...withoutHeart, 'more']))).toBeUndefined();
    expect(orders.unknownKeysOf(objectOf(['name', 'id', 'extra_key']))).toBeUndefined();
    expect(orders.unknownKeysOf({})).toBeUndefined();
    orders.remember([], []);
    expect(orders.unknownKeysOf({})).toEqual([]);
  });

  it('hold at most 192 keys together, orders that begin alike sharing their beginning, and then start again', () => {
    const orders = new KeyOrders();
    const shared = keysOf(90, 'k');
    const first = [...shared, ...keysOf(10, 'a')];
    const second = [...shared, ...keysOf(10, 'b')];
    const third = [...shared, ...keysOf(10, 'c')];
    orders.remember(first, ['a0']);
    orders.remember(second, ['b0']);
    orders.remember(third, ['c0']);
    expect([first, second, third].map((order) => orders.unknownKeysOf(objectOf(order)))).toEqual([['a0'], ['b0'], ['c0']]);
    const other = keysOf(90, 'z');
    orders.remember(other, []);
    expect(orders.unknownKeysOf(objectOf(other))).toEqual([]);
    expect(orders.unknownKeysOf(objectOf(first))).toBeUndefined();
    orders.remember(keysOf(193, 'k'), []);
    expect(orders.unknownKeysOf(objectOf(keysOf(193, 'k')))).toBeUndefined();
    orders.remember(other, []);
    expect(orders.unknownKeysOf(objectOf(other))).toEqual([]);
  });

  it('remember no order with a key longer than 64 characters, nor more than 4,096 characters of keys in all', () => {
    const orders = new KeyOrders();
    const long = ['id', 'k'.repeat(65)];
    orders.remember(long, [long[1] ?? '']);
    expect(orders.unknownKeysOf(objectOf(long))).toBeUndefined();
    const wordy = keysOf(70, 'a_key_of_sixty_characters_'.padEnd(58, '_'));
    orders.remember(wordy, []);
    expect(orders.unknownKeysOf(objectOf(wordy))).toBeUndefined();
    orders.remember(wordy.slice(0, 60), []);
    expect(orders.unknownKeysOf(objectOf(wordy.slice(0, 60)))).toEqual([]);
  });
});
