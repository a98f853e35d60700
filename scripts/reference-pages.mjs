// The API reference of `npm run docs` (reference/) as a reader meets it, for the browser
// test: every page reachable from its front page is opened in Chromium, and the checks
// say that none logs an error, that each entry of package.json's `exports` has its module
// page, that every record class of the built main entry has a page that documents its
// statics and `toJSON()`, and that the search finds a record. Nothing here lists the
// exports by hand: they come from package.json and from the built entry itself.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The statics and method of a record class (DESIGN: "Every record class has the same statics"), as the reference names them. */
const RECORD_MEMBERS = ['parse', 'safeParse', 'parseMany', '~standard', 'toJSON'];
/** How long a page may take to show its navigation, which the reference's scripts build. */
const PAGE_TIMEOUT_MS = 15_000;

/**
 * Opens the reference served under `${origin}/reference/` in a new page of `browser` and
 * returns its checks, each `[name, ok, detail]`.
 */
export async function checkReference(browser, root, origin) {
  if (!existsSync(join(root, 'reference', 'index.html'))) {
    return [['reference: built (run npm run docs first)', false, 'reference/index.html is missing']];
  }
  const page = await browser.newPage();
  try {
    const { pages, errors } = await openEveryPage(page, `${origin}/reference/`);
    const titles = [...pages.values()].map(({ title }) => title);
    const checks = [[`reference: ${pages.size} pages opened, none with a console error, a page error or a failed request`,
      errors.length === 0, errors]];
    const { name: packageName, exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    for (const module of moduleNames(packageName, exports)) {
      checks.push([`reference: a page for the module ${module}`, titles.includes(`Module ${module}`), titles]);
    }
    const records = await recordClasses(root);
    checks.push([`reference: the built entry has record classes (${records.length})`, records.length > 0, records]);
    for (const { name, members } of records) {
      const documented = [...pages.values()].find(({ title }) => title === `Class ${name}`)?.members;
      const missing = documented === undefined ? ['the page'] : members.filter((member) => !documented.includes(member));
      checks.push([`reference: a page for ${name} with ${members.join(', ')}`, missing.length === 0, { missing }]);
    }
    if (records.length > 0) {
      const [{ name }] = records;
      const found = await search(page, `${origin}/reference/index.html`, name);
      checks.push([`reference: the search finds ${name}`, found.includes(`${packageName}.${name}`), found]);
    }
    return checks;
  } finally {
    await page.close();
  }
}

/**
 * Opens every page of the reference reachable from its front page, following the links
 * each page shows once its scripts have built the navigation. Gives each page's title and
 * member names, and every error met on the way: a console error, an uncaught exception,
 * an answer over 399 or a request that failed.
 */
async function openEveryPage(page, base) {
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${String(error)}`));
  page.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.url()}: ${response.status()}`);
  });
  const pages = new Map();
  const queue = [`${base}index.html`];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const url = queue.shift();
    try {
      await page.goto(url);
      await page.waitForSelector('#tsd-nav-container a', { state: 'attached', timeout: PAGE_TIMEOUT_MS });
    } catch (error) {
      errors.push(`${url}: ${String(error.message).split('\n')[0]}`);
      continue;
    }
    pages.set(url, {
      title: await page.$$eval('h1', (headings) => headings[0]?.textContent ?? ''),
      members: await page.$$eval('section.tsd-member > h3 > span', (names) => names.map((name) => name.textContent)),
    });
    for (const href of await page.$$eval('a[href]', (links) => links.map((link) => link.href))) {
      const target = href.split('#')[0];
      if (target.startsWith(base) && target.endsWith('.html') && !queued.has(target)) {
        queued.add(target);
        queue.push(target);
      }
    }
  }
  return { pages, errors };
}

/** The names a user imports: one per subpath of package.json's `exports` but `./package.json`. */
function moduleNames(packageName, exports) {
  return Object.keys(exports)
    .filter((path) => !path.endsWith('.json'))
    .map((path) => (path === '.' ? packageName : `${packageName}/${path.slice(2)}`));
}

/**
 * The record classes of the built main entry, by name, each with those of `RECORD_MEMBERS`
 * it has: every export whose prototype chain reaches the records' base, the class that
 * defines `~standard` for every record (the entry exports it as a type only).
 */
async function recordClasses(root) {
  const entry = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
  const reachesRecordBase = (value) => {
    for (let type = value; typeof type === 'function' && type !== Function.prototype; type = Object.getPrototypeOf(type)) {
      if (Object.hasOwn(type, '~standard')) return true;
    }
    return false;
  };
  return Object.keys(entry)
    .filter((name) => reachesRecordBase(entry[name]))
    .sort()
    .map((name) => ({
      name,
      members: RECORD_MEMBERS.filter((member) => (member === 'toJSON' ? typeof entry[name].prototype.toJSON === 'function' : member in entry[name])),
    }));
}

/** The results the reference's search box lists for `text`, as it titles them (`activity-records.Lap`). */
async function search(page, url, text) {
  await page.goto(url);
  await page.click('#tsd-search-trigger');
  await page.fill('#tsd-search-input', text);
  await page.waitForSelector('#tsd-search-results li', { timeout: PAGE_TIMEOUT_MS });
  return page.$$eval('#tsd-search-results li', (items) => items.map((item) => item.textContent.trim()));
}
