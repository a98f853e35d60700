import type { StreamSet } from '../streams/stream-set.js';

// How the accessors of segments and routes that give a stream set read the client's answer
// (`SummarySegment#streams`, `ExplorerSegment#streams`, `Route#streams`). The stream records
// import nothing back, but they are most of what a bundle of `import { Lap }` would carry:
// loaded on demand, a bundler that splits code loads them with the first streams().
// `MetaActivity#streams` reads with two lines of its own: its module is part of what
// `import { Lap }` loads at once, where importing this one as well cost 28 B more gzipped.

/** Reads a decoded stream body, either shape. */
export async function readStreamSet(body: unknown): Promise<StreamSet> {
  return (await import('../streams/stream-set.js')).StreamSet.parse(body);
}

/** Reads a stream body's JSON text in one pass. */
export async function readStreamSetText(text: string): Promise<StreamSet> {
  return (await import('../streams/stream-set.js')).StreamSet.parseJSON(text);
}
