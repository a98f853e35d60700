// node bench/source-access.mjs (after npm run build; needs Debian's chromium): in a
// browser whose JSON.parse gives revivers the source text, compares decodeJSON's exact
// path with a reviver that reads `context.source`, on 20,000 laps with ids beyond 2^53.
// Node 20 has no source access, so this can only be measured in a browser.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const dist = new URL('../dist/', import.meta.url);
const main = readFileSync(new URL('index.js', dist), 'utf8');
const chunkName = /from '\.\/(chunk-[^']+)'/.exec(main)?.[1];
if (chunkName === undefined) throw new Error('run npm run build first');
const chunk = readFileSync(new URL(chunkName, dist), 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const result = await page.evaluate(async ([chunkSource, mainSource]) => {
    const moduleUrl = (source) => URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const chunkUrl = moduleUrl(chunkSource);
    const lib = await import(moduleUrl(mainSource.replace(/from '\.\/chunk-[^']+'/g, `from '${chunkUrl}'`)));
    const laps = Array.from({ length: 20_000 }, (_, i) => ({
      id: 12345678987654321n + BigInt(i), name: 'Lap', distance: 1234.5, activity: { id: 12345678987654321n },
      start_date: '2018-02-08T14:13:37Z', elapsed_time: 100 + i,
    }));
    const text = lib.encodeJSON(laps);
    const integer = /^-?\d+$/;
    const viaSource = (json) =>
      JSON.parse(json, (_key, value, context) =>
        typeof value === 'number' && !Number.isSafeInteger(value) && integer.test(context.source) ? BigInt(context.source) : value);
    const median = (run) => {
      const times = [];
      for (let i = 0; i < 9; i++) {
        const start = performance.now();
        run();
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[4];
    };
    const show = (value) => JSON.stringify(value, (_key, field) => (typeof field === 'bigint' ? `${field}n` : field));
    return {
      sourceAccess: JSON.parse('1', (_key, _value, context) => context?.source) === '1',
      sameResult: show(lib.decodeJSON(text)) === show(viaSource(text)),
      jsonParse: median(() => JSON.parse(text)),
      decodeJSON: median(() => lib.decodeJSON(text)),
      reviverWithSource: median(() => viaSource(text)),
    };
  }, [chunk, main]);
  console.log(`Chromium ${browser.version()}:`, result);
} finally {
  await browser.close();
}
