/**
 * What one sync has filed lately, to bound it whatever the list holds: how many keys it
 * filed under each second it reads (given there, placed there, or read there at a later
 * start than they were given at), and which of the items it gave whose start it could not
 * read still wait for an item after them to place them. The sync stops past a page of
 * either: a second can hold no more than a page holds and be read past, and a server that
 * made such items up without end would have them remembered without end.
 *
 * Only this sync's filings count, not the checkpoint's: a stored checkpoint that holds a
 * page of one second, or of waiting items, from an earlier sync (or from a server that
 * made them up then) does not keep the next sync from reading on.
 */
export class SyncFilings {
  readonly #perSecond = new Map<number, number>();
  readonly #waiting = new Set<string>();

  /** Files `count` more keys under `second`; gives how many this sync has filed there. */
  file(second: number, count = 1): number {
    const filed = (this.#perSecond.get(second) ?? 0) + count;
    this.#perSecond.set(second, filed);
    return filed;
  }

  /** Records a given item whose start could not be read; gives how many such items wait. */
  wait(key: string): number {
    this.#waiting.add(key);
    return this.#waiting.size;
  }

  /** Records the keys as placed under a second: they no longer wait. */
  placed(keys: readonly string[]): void {
    for (const key of keys) this.#waiting.delete(key);
  }

  /**
   * Forgets the counts of the seconds before `second` (epoch seconds), which no request
   * from there on reads: so that the counts hold about a page, not the history.
   */
  forgetBefore(second: number): void {
    for (const counted of this.#perSecond.keys()) if (counted < second) this.#perSecond.delete(counted);
  }
}
