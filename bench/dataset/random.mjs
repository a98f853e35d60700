// Seeded randomness: every number the data set holds is a function of its seed alone, so
// that one seed gives the same bodies, byte for byte, on every run and every machine.

/** A small seeded PRNG (mulberry32): numbers in [0, 1), the same for one seed on every run. */
export function random(seed) {
  // The state lives in a typed array: a number beyond 2^30 held in a closure's variable is
  // boxed anew at each change, and a recording draws a dozen numbers a sample.
  const state = new Uint32Array([seed >>> 0]);
  return () => {
    state[0] += 0x6d2b79f5;
    let t = state[0];
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new array of `items` in a random order: Fisher-Yates on `next`, a generator `random` made. */
export function shuffled(items, next) {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/**
 * A seed of its own for one part of a data set (an activity, a course, a club): `seed`
 * mixed with each of `parts` (integers or strings). Each part draws from its own generator,
 * so that any one can be made without the others, and adding a part changes no other.
 */
export function seedOf(seed, ...parts) {
  let hash = (seed ^ 0x9e3779b9) >>> 0;
  const mix = (value) => {
    hash = Math.imul(hash ^ value, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  };
  for (const part of parts) {
    if (typeof part === 'string') for (let i = 0; i < part.length; i++) mix(part.charCodeAt(i));
    else {
      mix(part >>> 0);
      mix(Math.floor(part / 4294967296) >>> 0);
    }
  }
  return hash >>> 0;
}

/** Draws of the kinds the data set needs, from one generator. */
export class Draw {
  /** @param {() => number} next numbers in [0, 1), from `random` */
  constructor(next) {
    this.next = next;
  }

  /** A number in [low, high). */
  between(low, high) {
    return low + (high - low) * this.next();
  }

  /** An integer in [low, high], both included. */
  integer(low, high) {
    return low + Math.floor(this.next() * (high - low + 1));
  }

  /** True with probability `p`. */
  chance(p) {
    return this.next() < p;
  }

  /** One of `items`. */
  pick(items) {
    return items[Math.floor(this.next() * items.length)];
  }

  /** A standard normal number (Box-Muller). */
  normal() {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /**
   * A number of mean 0 and variance 1 between -2.45 and 2.45: the sum of two uniform draws
   * (a triangle), cheaper than `normal()`, for the noise of every sample of a recording.
   */
  noise() {
    return (this.next() + this.next() - 1) * 2.449489742783178;
  }

  /** `count` hexadecimal digits. */
  hex(count) {
    let text = '';
    for (let i = 0; i < count; i++) text += Math.floor(this.next() * 16).toString(16);
    return text;
  }

  /** A UUID-like identifier, upper case as the API's photo ids are. */
  uuid() {
    const digits = this.hex(32).toUpperCase();
    return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-4${digits.slice(13, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  }
}
