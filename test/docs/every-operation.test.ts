import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as library from '../../src/index.js';
import * as http from '../../src/http/index.js';
import { FetchClient } from '../../src/http/endpoints/fetch-client.js';
import { ACCESSORS } from '../client/accessor-table.js';
import { OPERATIONS, type HttpMethod } from '../http/operations.js';
import { hasSharedSpec, SHARED_SPEC } from '../helpers/spec-tables.js';

// The table of docs/every-operation.md: every operation of the API, then OAuth and the push
// subscriptions, with the call, the record and the accessor of each, held against the
// spec's table of operations (../shared/spec/more-records.md, "Every operation"), the
// client's calls, the main entry's records and the accessor table.

/** A row of a table: its cells, backticks and the spaces around them taken off. */
function rowsOf(text: string, header: string): string[][] {
  const start = text.indexOf(header);
  const table = text.slice(start, text.indexOf('\n\n', start));
  return table.trim().split('\n').slice(2).map((line) => line.slice(1, -1).split('|').map((cell) => cell.trim()));
}

/** The names in a cell, backticked: `` `a`, `b` `` is a and b. */
const namesIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

const documented = rowsOf(readFileSync(new URL('../../docs/every-operation.md', import.meta.url), 'utf8'), '| method | path | call | record | accessor |')
  .map(([method = '', path = '', call = '', record = '', accessor = '']) => ({
    method, path: namesIn(path)[0] ?? path, calls: namesIn(call), record, accessors: namesIn(accessor),
  }));
const clientMethods = new Set(Object.getOwnPropertyNames(FetchClient.prototype));

describe('the table of every operation (docs/every-operation.md)', () => {
  it.skipIf(!hasSharedSpec)('has the spec\'s 34 operations in its order, then OAuth and the push subscriptions, then the reads beyond them', () => {
    const spec = rowsOf(readFileSync(`${SHARED_SPEC}more-records.md`, 'utf8'), '| method | path | query / body parameters |');
    expect(spec.length).toBeGreaterThan(34);
    // Past the spec's rows: reads the API answers that its published reference does not list (an activity's photos).
    for (const row of documented.slice(spec.length)) expect(row.calls.every((call) => clientMethods.has(call)), row.path).toBe(true);
    for (const [index, [method = '', path = '']] of spec.entries()) {
      const row = documented[index];
      expect(row?.method, path).toBe(method);
      // The efforts' path is written as the call sends it: `/segment_efforts?segment_id={id}`.
      if (path.startsWith('/') && !path.includes(' ')) expect(row?.path.split('?')[0], path).toBe(path);
      else expect(row?.path ?? '', path).toMatch(/^(https:\/\/|\/|the app's)/);
    }
  });

  it('names as calls the client\'s methods and the HTTP entry\'s functions', () => {
    for (const { path, calls } of documented) {
      for (const call of calls) expect(clientMethods.has(call) || call in http, `${path}: ${call}`).toBe(true);
    }
  });

  it('names every call of the client, with the record and an accessor of its row of the operations\' table', () => {
    for (const [method, operation] of Object.entries(OPERATIONS) as [HttpMethod, (typeof OPERATIONS)[HttpMethod]][]) {
      const row = documented.find((candidate) => candidate.calls.includes(method));
      expect(row, method).toBeDefined();
      expect(`${row?.method ?? ''} ${(row?.path ?? '').replace(/\{\w+\}/g, '{id}')}`, method).toBe(operation.request);
      expect(row?.record, method).toBe(operation.record === null ? `${operation.answer.toUpperCase()} text` : `\`${operation.record}\``);
      if (operation.accessor !== null) expect(row?.accessors, method).toContain(operation.accessor);
    }
  });

  it('names records the main entry exports, and accessors of the accessor table that call the row\'s client method', () => {
    for (const { path, calls, record, accessors } of documented) {
      for (const name of namesIn(record)) expect(library, `${path}: ${name}`).toHaveProperty(name);
      for (const accessor of accessors) {
        const method = ACCESSORS.find((row) => row.name === accessor)?.method;
        expect(method, `${path}: ${accessor}`).toBeDefined();
        expect(calls, `${path}: ${accessor} calls ${String(method)}`).toContain(method);
      }
    }
  });

  it('leaves no accessor out: every accessor that calls a client method is in a row', () => {
    const named = new Set(documented.flatMap((row) => row.accessors));
    const windows = new Set(['Lap#streams', 'SegmentEffort#streams']);
    expect(ACCESSORS.map((row) => row.name).filter((name) => !named.has(name) && !windows.has(name))).toEqual([]);
  });
});
