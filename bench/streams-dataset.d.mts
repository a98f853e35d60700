// The types of streams-dataset.mjs, for the tests written in TypeScript that draw on it.

/** One stream of a generated body: its samples and how the API describes them. */
export interface GeneratedStream {
  readonly type?: string;
  readonly data: unknown[];
  readonly series_type: string;
  readonly original_size: number;
  readonly resolution: string;
}

/**
 * A stream body of `points` points, every type, one a second, grown from a real ride: keyed
 * by type, or with `shape: 'array'` an array of streams that each carry their `type`.
 */
export function generateStreams(points: number, options?: { shape?: 'keyed' | 'array' }): Record<string, GeneratedStream> | GeneratedStream[];
