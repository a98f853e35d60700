import { afterAll, describe, expect, it } from 'vitest';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';

// A stand-in `fetch` whose body answers every read at once, a byte a read, without end:
// its reading runs on promise callbacks alone. Each case runs in a child process with a
// time limit, since a reading that no timer can interrupt would stop this process's
// timers too (the timeout of the test among them).

let library: IsolatedLibrary | undefined;

afterAll(() => {
  library?.dispose();
});

const ENDLESS = `
  let requests = 0;
  const fetch = async () => {
    requests++;
    return new Response(new ReadableStream({ pull: (controller) => { controller.enqueue(new Uint8Array([0x20])); } }), { status: 200 });
  };
  const settle = (promise) => promise.then((value) => ['fulfilled', typeof value], (error) => [error.name, error.cause?.name ?? null]);
`;

/** What the child reports, after `body` ran with `ENDLESS` before it. */
async function inChild(body: string): Promise<unknown> {
  library ??= await isolatedLibrary('src/http/index.ts');
  const result = library.run(`${ENDLESS}\n${body}`, { timeLimit: 20_000 });
  if (result.timedOut || result.status !== 0) throw new Error(`child failed (${result.timedOut ? 'killed at the time limit' : String(result.status)}): ${result.stderr.slice(0, 500)}`);
  return JSON.parse(result.stdout) as unknown;
}

describe('a body that comes a byte a read, at once, without end', () => {
  it('ends a read (a route\'s GPX) at its timeout with TimeoutError, and a write with UnknownOutcomeError, each sent once', { timeout: 30_000 }, async () => {
    const result = await inChild(`
      const client = lib.createHttpClient({ accessToken: 'token', fetch, timeout: 200, maxRetries: 0 });
      const read = await settle(client.exportRouteGpx(1));
      const readRequests = requests;
      const write = await settle(client.updateAthlete({ weight: 70 }));
      console.log(JSON.stringify([read, readRequests, write, requests - readRequests]));
    `);
    expect(result).toEqual([['TimeoutError', null], 1, ['UnknownOutcomeError', 'TimeoutError'], 1]);
  });

  it('ends a call without a timeout when its signal aborts from a timer, with the signal\'s reason', { timeout: 30_000 }, async () => {
    const result = await inChild(`
      const client = lib.createHttpClient({ accessToken: 'token', fetch, timeout: 0, maxRetries: 0 });
      const controller = new AbortController();
      setTimeout(() => controller.abort(new RangeError('stopped')), 100);
      console.log(JSON.stringify(await settle(client.getActivity(1, { signal: controller.signal }))));
    `);
    expect(result).toEqual(['RangeError', null]);
  });
});
