import { vi } from 'vitest';
import type { ClientHandle, Id, RequestOptions } from '../../src/index.js';
import { fixture } from './fixtures.js';

/** The fixture bodies a fake client answers with. */
export const bodies = {
  comments: fixture('docs-activity-comments.json') as never[],
  zones: fixture('real-activity-zones.json') as never[],
  kudos: fixture('docs-activity-kudos.json') as never[],
  photos: [{ unique_id: 'a1', urls: { '100': 'https://example.invalid/a1.jpg' } }] as never[],
  stats: fixture('real-athlete-stats.json') as never,
};

type Method = keyof ClientHandle;
type Answer = (id: Id, options: RequestOptions) => unknown;

/** A client whose every method is a spy answering with the fixture bodies, synchronously. */
export function syncClient(): ClientHandle & Record<Method, ReturnType<typeof vi.fn>> {
  return {
    getActivityComments: vi.fn(() => bodies.comments),
    getActivityZones: vi.fn(() => bodies.zones),
    getActivityKudos: vi.fn(() => bodies.kudos),
    getActivityPhotos: vi.fn(() => bodies.photos),
    getAthleteStats: vi.fn(() => bodies.stats),
  };
}

/** A client whose every method answers through `answer`. */
export function clientAnswering(answer: Answer): ClientHandle & Record<Method, ReturnType<typeof vi.fn>> {
  return {
    getActivityComments: vi.fn(answer),
    getActivityZones: vi.fn(answer),
    getActivityKudos: vi.fn(answer),
    getActivityPhotos: vi.fn(answer),
    getAthleteStats: vi.fn(answer),
  } as never;
}

/** A promise with its resolve and reject handed out, for clients that answer when told. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A promise that settles only when `signal` aborts, rejecting with its reason, like a well-behaved request. */
export function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => {
      reject(signal.reason as Error);
    }, { once: true });
  });
}
