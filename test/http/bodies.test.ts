import { describe, expect, it, vi } from 'vitest';
import { ApiError, ConnectionError, HttpError, createHttpClient, type HttpClientOptions } from '../../src/http/index.js';
import { ParseError } from '../../src/index.js';
import { sendJson, startApiServerForFile } from '../helpers/api-server.js';
import { rejectionOf } from './clients.js';
import { UNTIL_HANG } from '../helpers/wait.js';

const server = await startApiServerForFile();

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ accessToken: 'bodies-token', baseUrl: server.baseUrl, maxRetries: 0, ...options });
}

/** Writes `[1,1,1,...` in 64 KiB chunks for as long as the client reads. */
function answerEndlessly(status = 200): { written: () => number } {
  let written = 0;
  server.answer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    const chunk = Buffer.from('1,'.repeat(32 * 1024));
    const pump = () => {
      while (!response.destroyed && written < 256 * 1024 * 1024) {
        written += chunk.length;
        if (!response.write(written === chunk.length ? Buffer.concat([Buffer.from('['), chunk]) : chunk)) {
          response.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
  return { written: () => written };
}

describe('maxBodyBytes', () => {
  it('stops reading an endless 2xx body at the limit and rejects with ApiError', async () => {
    const { written } = answerEndlessly();
    const error = await rejectionOf(client({ maxBodyBytes: 1024 * 1024 }).getActivityLaps(1));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toContain('over maxBodyBytes (1048576 bytes)');
    await vi.waitFor(() => {
      expect(server.open.size).toBe(0);
    }, UNTIL_HANG);
    expect(written()).toBeLessThan(32 * 1024 * 1024);
  });

  it('takes a body of exactly maxBodyBytes, and rejects one byte more', async () => {
    const body = JSON.stringify([{ name: 'x'.repeat(100) }]);
    const bytes = Buffer.byteLength(body);
    server.answer((_request, response) => {
      sendJson(response, 200, body);
    });
    await expect(client({ maxBodyBytes: bytes }).getActivityLaps(1)).resolves.toEqual([{ name: 'x'.repeat(100) }]);
    await expect(client({ maxBodyBytes: bytes - 1 }).getActivityLaps(1)).rejects.toThrow(/over maxBodyBytes/);
  });

  it('counts bytes, not characters', async () => {
    const body = JSON.stringify(['é'.repeat(10)]);
    server.answer((_request, response) => {
      sendJson(response, 200, body);
    });
    expect(body.length).toBe(14);
    await expect(client({ maxBodyBytes: 20 }).getActivityLaps(1)).rejects.toBeInstanceOf(ApiError);
    await expect(client({ maxBodyBytes: 24 }).getActivityLaps(1)).resolves.toEqual(['é'.repeat(10)]);
  });

  it('keeps the first maxBodyBytes of an error body', async () => {
    answerEndlessly(500);
    const error = await rejectionOf(client({ maxBodyBytes: 1000 }).getActivityLaps(1)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(500);
    expect(error.body).toHaveLength(1000);
    expect(error.fault).toBeNull();
  });
});

describe('2xx bodies that are not JSON', () => {
  it('reject with ApiError saying what came, neither ParseError nor the text', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>secret-ish page</html>');
    });
    const error = await rejectionOf(client().getActivity(1));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ParseError);
    expect((error as Error).message).toBe(`GET ${server.baseUrl}/activities/1 answered 200 with a body that is not JSON (text/html, 28 characters)`);
    expect((error as Error).cause).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it('reject an empty 204 answer', async () => {
    server.answer((_request, response) => {
      response.writeHead(204).end();
    });
    await expect(client().getActivity(1)).rejects.toThrow(/204 with a body that is not JSON \(no content type, 0 characters\)/);
  });

  it('decode JSON that arrives in many small chunks, multi-byte characters split between them', async () => {
    const text = JSON.stringify([{ name: 'Zürich — 東京 🚴' }]);
    const bytes = Buffer.from(text);
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let i = 0; i < bytes.length; i++) response.write(bytes.subarray(i, i + 1));
      response.end();
    });
    await expect(client().getActivityLaps(1)).resolves.toEqual([{ name: 'Zürich — 東京 🚴' }]);
  });
});

describe('2xx bodies that are not UTF-8', () => {
  /** `{"name": "Zürich"}` with its ü as the one Latin-1 byte 0xFC, and an id beyond 2^53. */
  const latin1 = Buffer.concat([Buffer.from('{"id": 12345678987654321, "name": "Z'), Buffer.from([0xfc]), Buffer.from('rich"}')]);

  it('reject with ApiError saying so, decoded or as text, rather than read the byte as U+FFFD', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(latin1);
    });
    for (const call of [client().getActivity(1), client().getActivityStreams(1, { asText: true })]) {
      const error = await rejectionOf(call);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as Error).message).toMatch(/ answered 200 with a body that is not UTF-8$/);
    }
  });

  it('reject a body whose last character is cut short, and take one cut at maxBodyBytes inside a character', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.from('"é"').subarray(0, 2));
    });
    await expect(client().getActivity(1)).rejects.toThrow(/not UTF-8$/);
    server.answer((_request, response) => {
      sendJson(response, 200, JSON.stringify(['é'.repeat(10)]));
    });
    await expect(client({ maxBodyBytes: 5 }).getActivityLaps(1)).rejects.toThrow(/over maxBodyBytes/);
  });

  it('leave an error body readable: its bytes shown with U+FFFD, the error the status gives', async () => {
    server.answer((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' }).end(latin1);
    });
    const error = await rejectionOf(client().getActivity(1)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.body).toBe('{"id": 12345678987654321, "name": "Z\uFFFDrich"}');
  });
});

describe('a stand-in fetch', () => {
  it('may give a response with only text() and plain-object headers', async () => {
    const fetch = () => Promise.resolve({
      status: 200,
      headers: { 'x-ratelimit-usage': '1,2', 'x-ratelimit-limit': '600,30000' },
      text: () => Promise.resolve('[{"id": 12345678987654321}]'),
    } as unknown as Response);
    const http = createHttpClient({ accessToken: 'stand-in-token', fetch, maxBodyBytes: 27 });
    await expect(http.getActivityLaps(1)).resolves.toEqual([{ id: 12345678987654321n }]);
    expect(http.rateLimit?.usage).toEqual({ fifteenMinutes: 1, daily: 2 });
    const tight = createHttpClient({ accessToken: 'stand-in-token', fetch, maxBodyBytes: 26 });
    await expect(tight.getActivityLaps(1)).rejects.toThrow(/over maxBodyBytes \(26 bytes\)/);
  });

  it('may give an error response without a body at all', async () => {
    const fetch = () => Promise.resolve({ status: 503, headers: new Headers() } as unknown as Response);
    const error = await rejectionOf(createHttpClient({ accessToken: 'stand-in-token', fetch, maxRetries: 0 }).getActivity(1));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toBe('');
  });

  it('fails with ConnectionError when its body gives something other than bytes, an error answer\'s too, rather than read it as empty', async () => {
    const fault = '{"message":"Authorization Error","errors":[{"resource":"Athlete","field":"access_token","code":"invalid"}]}';
    for (const status of [200, 401]) {
      const fetch = () => Promise.resolve({
        status,
        headers: new Headers(),
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(fault);
            controller.close();
          },
        }),
      } as unknown as Response);
      const error = await rejectionOf(createHttpClient({ accessToken: 'stand-in-token', fetch, maxRetries: 0 }).getActivity(1));
      expect(error, `status ${status}`).toBeInstanceOf(ConnectionError);
    }
  });
});
