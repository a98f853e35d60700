import type { JsonObject } from './plain-object.js';

/**
 * How many keys, and characters of keys, the key orders of one key set may hold together
 * (orders that begin alike share their beginning), and the longest key remembered. The
 * orders are module state: an input with 300,000 long unknown keys must not stay
 * reachable through them. Real items fit several times over: the longest list item has 55
 * keys and 627 characters, a detailed activity 73 keys and 849 characters, and a list's
 * items differ from one another in a few keys (a heart rate, a power meter), which add a
 * branch of a few dozen keys each.
 */
const MAX_KEYS = 192;
const MAX_KEY_TEXT = 4096;
const MAX_KEY_LENGTH = 64;

/** A place in the remembered orders: the keys that have followed it, each with its own place. */
interface OrderNode {
  readonly keys: string[];
  readonly next: OrderNode[];
  /** The unknown keys of the remembered order that ends here, or null where none ends. */
  unknown: readonly string[] | null;
}

/**
 * The key orders of the last inputs of one record class, each with its unknown keys, as a
 * tree of keys: an input whose keys come in a remembered order has that order's unknown
 * keys, found in one walk over its keys with no lookup of a key in the class's fields.
 * The items of a list page come in a few orders (an activity with a heart rate has three
 * keys more than one without), and each is remembered once. When a new order would pass
 * the bounds above, the tree is cleared and holds that order alone.
 */
export class KeyOrders {
  #root: OrderNode = newNode();
  #keyCount = 0;
  #keyText = 0;

  /**
   * The unknown keys of `input` if its enumerable keys come in a remembered order, else
   * undefined. Only for an input whose `for … in` lists own keys alone.
   */
  unknownKeysOf(input: JsonObject): readonly string[] | undefined {
    let node: OrderNode | undefined = this.#root;
    for (const key in input) {
      node = nextOf(node, key);
      if (node === undefined) return undefined;
    }
    return node.unknown ?? undefined;
  }

  /**
   * Remembers `order` (an input's enumerable keys, own keys alone) and its unknown keys,
   * within the bounds: past them, the tree is cleared and holds `order` alone, if it fits.
   */
  remember(order: readonly string[], unknown: readonly string[]): void {
    let node = this.#root;
    let index = 0;
    for (let next = nextOf(node, order[0]); next !== undefined; next = nextOf(node, order[++index])) node = next;
    let text = 0;
    for (let at = index; at < order.length; at++) {
      const length = order[at]?.length ?? 0;
      text += length > MAX_KEY_LENGTH ? MAX_KEY_TEXT + 1 : length;
    }
    const added = order.length - index;
    if (this.#keyCount + added > MAX_KEYS || this.#keyText + text > MAX_KEY_TEXT) {
      if (this.#keyCount === 0) return;
      this.#root = newNode();
      this.#keyCount = 0;
      this.#keyText = 0;
      this.remember(order, unknown);
      return;
    }
    for (; index < order.length; index++) {
      const next = newNode();
      node.keys.push(order[index] ?? '');
      node.next.push(next);
      node = next;
    }
    this.#keyCount += added;
    this.#keyText += text;
    node.unknown = unknown;
  }
}

function newNode(): OrderNode {
  return { keys: [], next: [], unknown: null };
}

/** The place after `key` in `node`, if a remembered order goes on with it. */
function nextOf(node: OrderNode, key: string | undefined): OrderNode | undefined {
  const keys = node.keys;
  for (let index = 0; index < keys.length; index++) {
    if (keys[index] === key) return node.next[index];
  }
  return undefined;
}
