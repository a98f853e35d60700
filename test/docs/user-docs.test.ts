import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);
/** The documents a user reads, which the package ships: the README and the guides of docs/. */
const USER_DOCS = ['README.md', ...readdirSync(new URL('docs/', ROOT)).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

describe('the user docs', () => {
  it.each(USER_DOCS)('%s names no file or folder of src/, which the package does not ship', (doc) => {
    const lines = readFileSync(new URL(doc, ROOT), 'utf8').split('\n');
    expect(lines.map((line, index) => `${doc}:${index + 1}: ${line}`).filter((line) => /\bsrc\//.test(line))).toEqual([]);
  });

  it('are all checked: the README and every guide', () => {
    expect(USER_DOCS).toEqual(expect.arrayContaining(['README.md', 'docs/http-client.md', 'docs/errors.md']));
  });
});
