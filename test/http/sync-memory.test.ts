import { afterAll, describe, expect, it } from 'vitest';
import { TEST_SPAN, testData, testText } from '../helpers/fixtures.js';
import { isolatedLibrary } from '../helpers/isolated-run.js';

const library = await isolatedLibrary('src/http/index.ts');
afterAll(() => {
  library.dispose();
});

/** An item of `GET /athlete/activities` of the test data (a ride), the shape every activity of the child's list takes. */
const TEMPLATE = testText(testData().athleteActivities({ after: Date.parse(TEST_SPAN.from) / 1000, per_page: 1 })[0]);

/**
 * In a child process with --expose-gc: a server on 127.0.0.1 that answers by the API's
 * rule over 20,000 activities, and a sync of all of them that measures the heap after the
 * first 5,000 (by then the engine's own warm-up, which iterateAthleteActivities shows as
 * well, is mostly done), then every 500 items from 18,000 on. It prints how many it gave,
 * the least the heap grew past the first 5,000 at those five readings, and what a decoded
 * page of 200 holds in the heap (five held, averaged).
 *
 * Each figure is the least of three collections in a row, and the growth the least of five
 * readings, because one figure is sometimes high for a moment: with nothing run between two
 * collections, the second has read 1.4 pages more than the first (the engine's own background
 * work, more often on a loaded machine), gone again at the next; the first collection after a
 * long run of items reads about a page more than the next one; and the first of the process,
 * up to 1.6 pages more. The most of one collection every 500 items reached 1.8 pages on a
 * loaded machine, close to the bound; the least of five has stayed within ±0.15 pages. (A
 * page's own figure, of one collection each side, came out as low as 0.78 of itself.) A sync
 * that kept what it gave grows at every item, its least reading included.
 */
const CHILD = `
import { createServer } from 'node:http';
const COUNT = 20_000;
const PAGE = 200;
const template = ${TEMPLATE};
const starts = [];
// From 1990, so that the history ends before now, as a real one does.
for (let index = 0, start = 631_152_000; index < COUNT; index++) {
  start += index % 9 === 0 ? 0 : 600 + ((index * 7919) % 86_400);
  starts.push(start);
}
const body = (index) => ({ ...template, id: 1_000_000_000 + index * 13, start_date: new Date(starts[index] * 1000).toISOString().replace('.000Z', 'Z') });
const pageAfter = (after, perPage) => {
  let low = 0;
  let high = COUNT;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle] <= after) low = middle + 1; else high = middle;
  }
  const page = [];
  for (let index = low; index < Math.min(COUNT, low + perPage); index++) page.push(body(index));
  return JSON.stringify(page);
};
const server = createServer((request, response) => {
  const query = new URL(request.url, 'http://127.0.0.1').searchParams;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(pageAfter(Number(query.get('after')), Number(query.get('per_page'))));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const client = lib.createHttpClient({ accessToken: 'memory-token', baseUrl: 'http://127.0.0.1:' + server.address().port + '/api/v3', pageSize: PAGE });
const heap = () => {
  let least = Infinity;
  for (let collection = 0; collection < 3; collection++) {
    globalThis.gc();
    least = Math.min(least, process.memoryUsage().heapUsed);
  }
  return least;
};
let given = 0;
let base = 0;
const growths = [];
for await (const item of lib.syncActivities(client)) {
  if (!item.ok) throw new Error('an invalid item');
  given += 1;
  if (given === 5000) base = heap();
  else if (given >= 18_000 && given % 500 === 0) growths.push(heap() - base);
}
server.close();
const growth = Math.min(...growths);
const before = heap();
const pages = [0, 1, 2, 3, 4].map((index) => JSON.parse(pageAfter(starts[index * PAGE] - 1, PAGE)));
const pageBytes = (heap() - before) / pages.length;
console.log(JSON.stringify({ given, growth, readings: growths.length, pageBytes, held: pages.flat().length }));
`;

describe('syncActivities memory', () => {
  it('holds about a page, whatever the history\'s length: over 20,000 activities the heap grows by less than three pages past the first 5,000', { timeout: 150_000 }, () => {
    const result = library.run(CHILD, { timeLimit: 120_000, nodeOptions: ['--expose-gc'] });
    expect(result.stderr).toBe('');
    expect(result.timedOut).toBe(false);
    const { given, growth, readings, pageBytes, held } = JSON.parse(result.stdout) as { given: number; growth: number; readings: number; pageBytes: number; held: number };
    expect([given, readings, held]).toEqual([20_000, 5, 1000]);
    expect(pageBytes).toBeGreaterThan(100_000);
    // Measured: -0.11 to 0.13 pages, quiet or loaded; a sync that kept the items it gave, 96 pages.
    expect(growth).toBeLessThan(3 * pageBytes);
  });
});

describe('syncActivities and a checkpoint of holes', () => {
  it.each([
    ['seen', 'const seen = []; seen.length = 2 ** 32 - 1; seen[5] = [1_600_000_100, "1"];', /^TypeError: syncActivities: checkpoint\.seen\[0\] is missing \(a hole in a sparse list\)/],
    ['a second of seen', 'const second = [1_600_000_100, "1"]; second.length = 2 ** 32 - 1; const seen = [second];', /^TypeError: syncActivities: checkpoint\.seen\[0\]\[2\] is missing \(a hole in a sparse list\)/],
  ])('refuses %s claiming 2^32 - 1 items at once, in a process with a bounded heap', (_name, build, message) => {
    // Spreading or mapping such a list allocates every item it claims: V8 aborted the process
    // (out of memory, or an invalid array size) before the refusal.
    const result = library.run(`
      ${build}
      const client = lib.createHttpClient({ accessToken: 'holes-token', fetch: () => { throw new Error('no request is sent'); } });
      try {
        for await (const item of lib.syncActivities(client, { checkpoint: { version: 1, after: 0, seen } })) console.log('item', item);
      } catch (error) {
        console.log(String(error));
      }
    `, { timeLimit: 20_000, nodeOptions: ['--max-old-space-size=256'] });
    expect(result.timedOut).toBe(false);
    expect(result.stdout).toMatch(message);
  });
});
