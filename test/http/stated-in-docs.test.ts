import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { HTTP_DEFAULTS } from '../../src/http/shared/defaults.js';
import { RETRIED_STATUSES, WRITE_RETRIES } from '../../src/http/transport/retry-policy.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** Every file under `folder` (relative to the repository) whose name ends with `suffix`. */
function filesUnder(folder: string, suffix: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix)).map((name) => join(folder, name)).sort();
}

/** What the docs and doc comments say about the client: the user docs, and the sources' comments. */
const WRITTEN = ['README.md', ...filesUnder('docs', '.md'), ...filesUnder('src', '.ts')];

/** Each list of two or more 5xx statuses a text writes (`500/502/503/504`, `500, 502, 503 and 504`), as numbers. */
function statusLists(text: string): number[][] {
  // A list may break across the lines of a doc comment (`503,\n *   504`).
  return [...text.matchAll(/\b5\d\d(?:(?:,?\s+(?:\*\s+)?(?:and|or)\s+|,\s+(?:\*\s+)?|\/)5\d\d)+\b/g)]
    .map((match) => match[0].match(/5\d\d/g)?.map(Number) ?? []);
}

/**
 * The value a default is written as, in a doc comment's `@default` or a docs' table:
 * `'https://…'` or a URL, a number with `_` or `,` between its digits and a unit (`ms`,
 * `MiB`), `true` or `false`; anything after it in parentheses is a gloss.
 */
function writtenValue(text: string): unknown {
  const value = text.replace(/\s*\(.*\)$/, '').replaceAll('`', '').trim();
  if (/^'.*'$/.test(value)) return value.slice(1, -1);
  if (value === 'true' || value === 'false') return value === 'true';
  const number = /^(\d[\d_,]*)(?: (ms|MiB))?$/.exec(value);
  if (number !== null) return Number((number[1] ?? '').replace(/[_,]/g, '')) * (number[2] === 'MiB' ? 1024 * 1024 : 1);
  return value;
}

/**
 * Which key of `HTTP_DEFAULTS` each option of `source` is read with: the option a reader
 * call names and the key on the same line (`reader.string('tokenUrl', HTTP_DEFAULTS.tokenUrl)`).
 */
function defaultKeysOf(source: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [, option = '', key = ''] of read(source).matchAll(/reader\.\w+\('(\w+)'.*?HTTP_DEFAULTS\.(\w+)/g)) keys.set(option, key);
  return keys;
}

/** Every option's `@default` in a doc comment of `src/http/`: the interface's file, the option, the text. */
function statedDefaults(): { readonly file: string; readonly option: string; readonly text: string }[] {
  const found: { file: string; option: string; text: string }[] = [];
  for (const file of filesUnder('src/http', '.ts')) {
    const visit = (node: ts.Node): void => {
      if (ts.isPropertySignature(node) && ts.isIdentifier(node.name)) {
        for (const tag of ts.getJSDocTags(node)) {
          if (tag.tagName.text === 'default') found.push({ file, option: node.name.text, text: ts.getTextOfJSDocComment(tag.comment) ?? '' });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true));
  }
  return found;
}

/**
 * The key of `HTTP_DEFAULTS` an option of an interface in `file` is read with: by the
 * readers of the same file, or else by the one reader of all of `src/http/` that reads it.
 */
function defaultKeyOf(file: string, option: string): string | undefined {
  const own = defaultKeysOf(file).get(option);
  if (own !== undefined) return own;
  const everywhere = new Set(filesUnder('src/http', '.ts').map((source) => defaultKeysOf(source).get(option)).filter((key) => key !== undefined));
  return everywhere.size === 1 ? [...everywhere][0] : undefined;
}

/** The rows of the `index`th table of `doc` whose header is `| option | default | …`: each option's name(s) and default. */
function defaultTable(doc: string, index: number): { readonly options: string[]; readonly written: string }[] {
  const tables = read(doc).split('\n| option | default |').slice(1);
  const table = (tables[index] ?? '').split('\n\n')[0] ?? '';
  return table.split('\n').slice(2).map((line) => {
    const [names = '', written = ''] = line.slice(1).split(' | ');
    return { options: [...names.matchAll(/`(\w+)`/g)].map((match) => match[1] ?? ''), written: written.trim() };
  });
}

/** The docs' tables of defaults, each with the source whose readers read its options, and how many options it has at least. */
const DEFAULT_TABLES = [
  { doc: 'docs/http-client.md', index: 0, source: 'src/http/endpoints/http-client-options.ts', of: 'createHttpClient', least: 5 },
  { doc: 'docs/http-client.md', index: 1, source: 'src/http/oauth/token-refresher.ts', of: 'createTokenRefresher', least: 5 },
  { doc: 'docs/sync.md', index: 0, source: 'src/http/sync/sync-activities.ts', of: 'syncActivities', least: 5 },
  { doc: 'docs/writing.md', index: 0, source: 'src/http/uploads/wait-for-upload.ts', of: 'waitForUpload', least: 4 },
];

/** The rows of the table of `doc` whose header line starts with `header`, cells without their backticks' contents touched. */
function tableRows(doc: string, header: string): string[][] {
  const text = read(doc);
  const start = text.indexOf(`\n${header}`);
  const table = text.slice(start + 1, text.indexOf('\n\n', start + 1));
  return table.split('\n').slice(2).map((line) => line.slice(1, -1).split(' | ').map((cell) => cell.trim()));
}

/** A default that is no value `HTTP_DEFAULTS` can hold: the platform's `fetch`, looked up at each use. */
const PLATFORM_FETCH = 'globalThis.fetch';

describe('the statuses tried again', () => {
  it('are one list, which the docs\' table of what is tried again shows', () => {
    const row = read('docs/http-client.md').split('\n').find((line) => /^\| 5\d\d/.test(line)) ?? '';
    expect(statusLists(row)).toEqual([[...RETRIED_STATUSES]]);
    expect(row).toMatch(/\| the same, or after the answer's `Retry-After`/);
  });

  it('are the same wherever the docs or a doc comment list them', () => {
    const lists = WRITTEN.flatMap((file) => statusLists(read(file)).map((list) => ({ file, list })));
    expect(lists.length).toBeGreaterThanOrEqual(5);
    expect(lists.filter(({ list }) => list.join() !== RETRIED_STATUSES.join())).toEqual([]);
  });

  it('are found in the ways a text lists them', () => {
    expect(statusLists('a 500/502/503/504; 500, 502, 503 and 504; 500, 502 or 503; 500, 502, 503,\n *   504; a 404 alone'))
      .toEqual([[500, 502, 503, 504], [500, 502, 503, 504], [500, 502, 503], [500, 502, 503, 504]]);
  });
});

describe('what a write sends again', () => {
  const rows = tableRows('docs/http-client.md', '| what happened to a write |');
  const sentAgain = rows.filter(([, does = '']) => does.startsWith('sends it again'));

  it('is the rule of the library, in the docs\' table of what a write sends again', () => {
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(sentAgain.flatMap(([what = '']) => /^\d{3}\b/.exec(what) ?? []).map(Number).sort()).toEqual([...WRITE_RETRIES.statuses].sort());
    expect(sentAgain.flatMap(([what = '']) => [...what.matchAll(/`((?:E|UND_)[A-Z_]+)`/g)].map((match) => match[1]))).toEqual([...WRITE_RETRIES.unsentCodes]);
  });

  it('sends nothing again after any other failure, which the table says', () => {
    const others = rows.filter((row) => !sentAgain.includes(row));
    expect(others.map(([, does = '']) => /^(?:nothing|the request ends at once)\b/.test(does))).toEqual(others.map(() => true));
    expect(others.flatMap(([what = '']) => /^\d{3}\b/.exec(what) ?? []).map(Number).filter((status) => WRITE_RETRIES.statuses.includes(status)))
      .toEqual([401]);
    expect(others.find(([what = '']) => what.startsWith('401'))?.[0]).toContain('missing scope');
  });

  it('names the codes of a connection never made as the writing guide does', () => {
    const line = read('docs/writing.md').split('\n\n').find((paragraph) => paragraph.includes('`ECONNREFUSED`')) ?? '';
    expect([...line.matchAll(/`((?:E|UND_)[A-Z_]+)`/g)].map((match) => match[1])).toEqual([...WRITE_RETRIES.unsentCodes]);
  });
});

describe('the defaults', () => {
  it('of every doc comment\'s @default are those of HTTP_DEFAULTS, the option read with it', () => {
    const stated = statedDefaults();
    expect(stated.length).toBeGreaterThanOrEqual(20);
    const wrong = stated.flatMap(({ file, option, text }) => {
      if (option === 'fetch') return text.startsWith(`${PLATFORM_FETCH} `) ? [] : [`${relative('src', file)}: ${option} @default ${text}`];
      const key = defaultKeyOf(file, option);
      const value = key === undefined ? undefined : (HTTP_DEFAULTS as Record<string, unknown>)[key];
      return key !== undefined && writtenValue(text) === value ? [] : [`${relative('src', file)}: ${option} @default ${text} (HTTP_DEFAULTS.${key ?? '?'} is ${String(value)})`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(DEFAULT_TABLES)('of the table of $of in $doc are those of HTTP_DEFAULTS', ({ doc, index, source, least }) => {
    const rows = defaultTable(doc, index);
    expect(rows.length).toBeGreaterThanOrEqual(least);
    const keys = defaultKeysOf(source);
    const wrong = rows.flatMap(({ options, written }) => options.flatMap((option) => {
      if (/^(?:required|none)\b/.test(written)) return keys.has(option) ? [`${option}: ${written}, read with HTTP_DEFAULTS.${keys.get(option) ?? ''}`] : [];
      if (option === 'fetch') return written === `\`${PLATFORM_FETCH}\`` ? [] : [`${option}: ${written}`];
      const key = keys.get(option);
      const value = key === undefined ? undefined : (HTTP_DEFAULTS as Record<string, unknown>)[key];
      return key !== undefined && writtenValue(written) === value ? [] : [`${option}: ${written} (HTTP_DEFAULTS.${key ?? '?'} is ${String(value)})`];
    }));
    expect(wrong).toEqual([]);
  });

  it('are each read by some option reader, and each in a docs\' table or a doc comment', () => {
    const read = new Set(filesUnder('src/http', '.ts').flatMap((source) => [...defaultKeysOf(source).values()]));
    expect(Object.keys(HTTP_DEFAULTS).filter((key) => !read.has(key))).toEqual([]);
  });

  it('are read from what the docs write', () => {
    expect(['30,000 ms', '30_000', '32 MiB', '604,800,000 ms (7 days)', "'https://x.test/a'", '`false`', '0 (the whole history)'].map(writtenValue))
      .toEqual([30_000, 30_000, 33_554_432, 604_800_000, 'https://x.test/a', false, 0]);
  });
});
