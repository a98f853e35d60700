import { describe, expect, it, vi } from 'vitest';
import { ApiError, ConnectionError, HttpError, TimeoutError, type HttpClientOptions } from '../../src/http/index.js';
import { backoffDelay, retryAfterDelay } from '../../src/http/transport/retry-policy.js';
import { arrivingFetch, sendJson, startApiServer, startApiServerForFile, type Route } from '../helpers/api-server.js';
import { clientWithClock, rejectionOf } from './clients.js';
import { FakeClock } from './fake-clock.js';
import { UNTIL_HANG } from '../helpers/wait.js';

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}, clock = new FakeClock()) {
  return clientWithClock({ accessToken: 'retry-token', baseUrl: server.baseUrl, ...options }, clock);
}

const ok: Route = (_request, response) => {
  sendJson(response, 200, { ok: true });
};
const status = (code: number, headers: Record<string, string> = {}): Route => (_request, response) => {
  sendJson(response, code, { message: 'failed', errors: [] }, headers);
};
const reset: Route = (_request, response) => {
  response.socket?.resetAndDestroy();
};
const silent: Route = () => undefined;

describe('backoff', () => {
  it('is about 0.5 s, 1 s, 2 s, 4 s, then 8 s at most, less up to a fifth at random', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((retry) => backoffDelay(retry, 0))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect([0, 1, 4].map((retry) => backoffDelay(retry, 0.999_999))).toEqual([400, 800, 6400]);
    for (let retry = 0; retry < 8; retry++) {
      const delay = backoffDelay(retry);
      expect(delay).toBeGreaterThanOrEqual(Math.min(8000, 500 * 2 ** retry) * 0.8);
      expect(delay).toBeLessThanOrEqual(Math.min(8000, 500 * 2 ** retry));
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.UTC(2026, 2, 9, 10, 0, 0);
    expect(retryAfterDelay('3', now)).toBe(3000);
    expect(retryAfterDelay(' 0 ', now)).toBe(0);
    expect(retryAfterDelay('Mon, 09 Mar 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterDelay('Mon, 09 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterDelay(null, now)).toBeNull();
    expect(retryAfterDelay('soon', now)).toBeNull();
    expect(retryAfterDelay('-1', now)).toBeNull();
    expect(retryAfterDelay('Mon, 99 Foo', now)).toBeNull();
  });
});

describe('retries', () => {
  it.each([500, 502, 503, 504])('tries a %i again after the backoff, and succeeds', async (code) => {
    server.answer(status(code), ok);
    const clock = new FakeClock();
    await expect(client({}, clock).getAthleteStats(1)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
    expect(clock.sleeps).toHaveLength(1);
    expect(clock.sleeps[0]).toBeGreaterThanOrEqual(400);
    expect(clock.sleeps[0]).toBeLessThanOrEqual(500);
  });

  it('gives up after maxRetries (2 by default) with the last answer\'s HttpError', async () => {
    server.answer(status(503));
    const clock = new FakeClock();
    const error = await rejectionOf(client({}, clock).getAthleteStats(1));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
    expect(clock.sleeps[1]).toBeGreaterThanOrEqual(800);
    expect(clock.sleeps[1]).toBeLessThanOrEqual(1000);
  });

  it('waits the growing backoff for as many retries as asked', async () => {
    server.answer(status(502));
    const clock = new FakeClock();
    await expect(client({ maxRetries: 6 }, clock).getAthleteStats(1)).rejects.toBeInstanceOf(HttpError);
    expect(server.requests).toHaveLength(7);
    const ceilings = [500, 1000, 2000, 4000, 8000, 8000];
    clock.sleeps.forEach((delay, i) => {
      expect(delay).toBeLessThanOrEqual(ceilings[i] ?? 0);
      expect(delay).toBeGreaterThanOrEqual((ceilings[i] ?? 0) * 0.8);
    });
  });

  it('tries nothing again with maxRetries 0', async () => {
    server.answer(status(503), ok);
    await expect(client({ maxRetries: 0 }).getAthleteStats(1)).rejects.toBeInstanceOf(HttpError);
    expect(server.requests).toHaveLength(1);
  });

  it.each([400, 403, 409, 422, 501])('never tries a %i again', async (code) => {
    server.answer(status(code), ok);
    const clock = new FakeClock();
    await expect(client({}, clock).getAthleteStats(1)).rejects.toMatchObject({ status: code });
    expect(server.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('waits the Retry-After an answer gives, in seconds or as a date', async () => {
    const clock = new FakeClock();
    server.answer(status(503, { 'retry-after': '3' }), ok);
    await client({}, clock).getAthleteStats(1);
    server.answer(status(503, { 'retry-after': new Date(clock.now() + 7000).toUTCString() }), ok);
    await client({}, clock).getAthleteStats(1);
    expect(clock.sleeps).toEqual([3000, 7000]);
  });

  it('does not try again when Retry-After asks for more than a minute', async () => {
    server.answer(status(503, { 'retry-after': '61' }), ok);
    const clock = new FakeClock();
    await expect(client({}, clock).getAthleteStats(1)).rejects.toMatchObject({ status: 503, headers: { 'retry-after': '61' } });
    expect(server.requests).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('tries a reset connection again, and reports one that stays reset as ConnectionError with the cause', async () => {
    server.answer(reset, ok);
    await expect(client().getAthleteStats(1)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);

    server.answer(reset);
    const error = await rejectionOf(client().getAthleteStats(1));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as ConnectionError).cause).toBeInstanceOf(Error);
    expect((error as ConnectionError).url).toBe(`${server.baseUrl}/athletes/1/stats`);
    expect(server.requests).toHaveLength(3);
  });

  it('reports a refused connection as ConnectionError', async () => {
    const closed = await startApiServer();
    await closed.close();
    const error = await rejectionOf(clientWithClock({ accessToken: 'refused-token', baseUrl: closed.baseUrl, maxRetries: 1 }, new FakeClock()).getAthleteStats(1));
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(/got no answer: fetch failed/);
  });

  it('reports a body cut short as ConnectionError, and tries it again', async () => {
    const cut: Route = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"ok": ');
      setTimeout(() => response.socket?.destroy(), 10);
    };
    server.answer(cut, ok);
    await expect(client().getAthleteStats(1)).resolves.toEqual({ ok: true });
    server.answer(cut);
    await expect(client({ maxRetries: 0 }).getAthleteStats(1)).rejects.toBeInstanceOf(ConnectionError);
  });
});

describe('timeouts', () => {
  it('ends a silent attempt with TimeoutError after timeout ms, tries it again, then rejects', async () => {
    server.answer(silent);
    const arriving = arrivingFetch(server);
    const error = await rejectionOf(client({ timeout: 50, fetch: arriving.fetch }).getAthleteStats(1));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as TimeoutError).timeout).toBe(50);
    expect((error as Error).message).toContain('within 50 ms');
    expect(await arriving.settled()).toBe(3);
    expect(server.requests).toHaveLength(3);
    await vi.waitFor(() => {
      expect(server.open.size).toBe(0);
    }, UNTIL_HANG);
  });

  it('counts the body in the timeout: a body trickled forever times out', async () => {
    const timers: NodeJS.Timeout[] = [];
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      const timer = setInterval(() => response.write(' '), 5);
      timers.push(timer);
      response.on('close', () => { clearInterval(timer); });
    });
    const error = await rejectionOf(client({ timeout: 100, maxRetries: 0 }).getAthleteStats(1));
    expect(error).toBeInstanceOf(TimeoutError);
    await vi.waitFor(() => {
      expect(server.open.size).toBe(0);
    }, UNTIL_HANG);
    for (const timer of timers) clearInterval(timer);
  });

  it('takes a trickled body that ends in time', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const parts = ['{"o', 'k":', ' tr', 'ue}'];
      const timer = setInterval(() => {
        const part = parts.shift();
        if (part === undefined) {
          clearInterval(timer);
          response.end();
        } else response.write(part);
      }, 5);
    });
    // A bound on a hang, not on speed: the parts come 5 ms apart, the whole in well under a second.
    await expect(client({ timeout: 30_000 }).getAthleteStats(1)).resolves.toEqual({ ok: true });
  });

  it('waits without limit with timeout 0, until the signal aborts', async () => {
    server.answer(silent);
    const controller = new AbortController();
    const call = client({ timeout: 0 }).getAthleteStats(1, { signal: controller.signal });
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(1);
    }, UNTIL_HANG);
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort('stop');
    await expect(call).rejects.toBe('stop');
  });
});

describe('aborting', () => {
  it('ends a request at once with the signal\'s reason, and closes the connection', async () => {
    server.answer(silent);
    const controller = new AbortController();
    const call = client().getAthleteStats(1, { signal: controller.signal });
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(1);
    }, UNTIL_HANG);
    const reason = new Error('user left');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    await vi.waitFor(() => {
      expect(server.open.size).toBe(0);
    }, UNTIL_HANG);
  });

  it('ends a backoff wait at once with the signal\'s reason, sending nothing more', async () => {
    server.answer(status(503), ok);
    const clock = new FakeClock();
    clock.hold = true;
    const controller = new AbortController();
    const call = client({}, clock).getAthleteStats(1, { signal: controller.signal });
    await vi.waitFor(() => {
      expect(clock.sleeps).toHaveLength(1);
    }, UNTIL_HANG);
    controller.abort('no more waiting');
    await expect(call).rejects.toBe('no more waiting');
    expect(server.requests).toHaveLength(1);
  });

  it('sends nothing for a signal already aborted', async () => {
    server.answer(ok);
    await expect(client().getAthleteStats(1, { signal: AbortSignal.abort('gone') })).rejects.toBe('gone');
    expect(server.requests).toHaveLength(0);
  });

  it('ends the wait on a fetch that ignores its signal', async () => {
    const neverSettles = () => new Promise<Response>(() => undefined);
    const controller = new AbortController();
    const call = clientWithClock({ accessToken: 't', fetch: neverSettles }, new FakeClock()).getAthleteStats(1, { signal: controller.signal });
    controller.abort('stop');
    await expect(call).rejects.toBe('stop');
  });

  it('puts one listener on a signal that many calls share, none once they settle, and ends them all at its abort', async () => {
    server.answer((_request, response) => {
      setTimeout(() => {
        sendJson(response, 200, { ok: true });
      }, 20);
    });
    const controller = new AbortController();
    const { signal } = controller;
    let live = 0;
    let most = 0;
    const add = signal.addEventListener.bind(signal);
    const remove = signal.removeEventListener.bind(signal);
    vi.spyOn(signal, 'addEventListener').mockImplementation((...args: Parameters<AbortSignal['addEventListener']>) => {
      live += 1;
      most = Math.max(most, live);
      add(...args);
    });
    vi.spyOn(signal, 'removeEventListener').mockImplementation((...args: Parameters<AbortSignal['removeEventListener']>) => {
      live -= 1;
      remove(...args);
    });
    const slowToken = () => new Promise<string>((resolve) => {
      setTimeout(() => {
        resolve('shared-signal-token');
      }, 5);
    });
    const http = client({ accessToken: slowToken });
    await Promise.all(Array.from({ length: 30 }, (_, id) => http.getAthleteStats(id, { signal })));
    expect(most).toBe(1);
    expect(live).toBe(0);
    server.answer(silent);
    const calls = Array.from({ length: 30 }, (_, id) => http.getAthleteStats(id, { signal }));
    await vi.waitFor(() => {
      expect(server.requests).toHaveLength(30);
    }, UNTIL_HANG);
    controller.abort('all stop');
    for (const call of calls) await expect(call).rejects.toBe('all stop');
    expect(most).toBe(1);
  });

  it('leaves no listener on the caller\'s signal', async () => {
    server.answer(status(503), ok);
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    await client().getAthleteStats(1, { signal: controller.signal });
    expect(added.mock.calls.length).toBeGreaterThan(0);
    expect(removed.mock.calls.length).toBe(added.mock.calls.length);
  });
});
