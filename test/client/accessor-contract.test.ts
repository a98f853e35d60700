import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import * as library from '../../src/index.js';
import { MissingIdError, ParseError, UnboundEntityError, type ClientHandle } from '../../src/index.js';
import { ACCESSORS, type AccessorRow } from './accessor-table.js';

/** The members every bound record has that are no accessor: its base classes' and `Object`'s. */
const BASE_MEMBERS = new Set(['constructor', 'toJSON', 'bind', 'bound_client', 'specKeys', 'recordName']);

/**
 * Every accessor of the exported bound record classes, as `Class#method` by the class that
 * defines it: the methods of each class's prototype chain but its base classes'.
 */
function exportedAccessors(): string[] {
  const found = new Set<string>();
  for (const value of Object.values(library)) {
    if (typeof value !== 'function' || !('bound_client' in value.prototype)) continue;
    for (let prototype: object | null = value.prototype as object; prototype !== null && prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype) as object | null) {
      const owner = (prototype as { constructor: { name: string } }).constructor.name;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const member = Object.getOwnPropertyDescriptor(prototype, name);
        if (!BASE_MEMBERS.has(name) && typeof member?.value === 'function') found.add(`${owner}#${name}`);
      }
    }
  }
  return [...found].sort();
}

/** What each row's accessor does for a record without the id it needs, as the test says it. */
const WITHOUT_ID: Readonly<Record<AccessorRow['withoutId'], string>> = {
  rejects: 'rejects a record without its id with MissingIdError, calling no client',
  calls: 'needs no id: a record without one calls the client',
  'gives null': 'gives null for a record without its id, calling no client',
};

/** A client whose `row.method` answers with `answer` (a spy), and which has no other method. */
function clientOf(row: AccessorRow, answer: () => unknown = () => row.body): ClientHandle & Record<string, ReturnType<typeof vi.fn>> {
  return { [row.method]: vi.fn(answer) } as unknown as ClientHandle & Record<string, ReturnType<typeof vi.fn>>;
}

/** A promise and what settles it. */
function deferred<T>(): { readonly promise: Promise<T>; readonly resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('the accessor table', () => {
  it('has a row for every accessor of every exported bound record class, and no other', () => {
    expect(ACCESSORS.map((row) => row.name).sort()).toEqual(exportedAccessors());
    expect(exportedAccessors()).toEqual(expect.arrayContaining(['MetaActivity#comments', 'MetaAthlete#stats', 'Lap#streams']));
  });
});

describe.each(ACCESSORS.map((row) => [row.name, row] as const))('the accessor %s', (_name, row) => {
  it('reads what the client answers into its records, calling the client once with the id and a signal', async () => {
    const client = clientOf(row);
    const result = await row.access(row.record(client, row.calledWith));
    expect(row.gives(result)).toBe(true);
    expect(Object.isFrozen(result)).toBe(true);
    expect(client[row.method]).toHaveBeenCalledTimes(1);
    const request = expect.objectContaining({ signal: expect.any(AbortSignal) as AbortSignal }) as unknown;
    if (row.calledWith === null) expect(client[row.method]).toHaveBeenCalledWith(request);
    else expect(client[row.method]).toHaveBeenCalledWith(row.calledWith, request);
  });

  it('keeps a success: concurrent calls share one client call, and a later one gets the same result without a call', async () => {
    const client = clientOf(row);
    const record = row.record(client, row.calledWith);
    const [first, second] = await Promise.all([row.access(record), row.access(record)]);
    expect(second).toBe(first);
    await expect(row.access(record)).resolves.toBe(first);
    expect(client[row.method]).toHaveBeenCalledTimes(1);
  });

  it('calls again with refresh: a success replaces the kept result, a failure leaves it', async () => {
    // Text answered twice is the same string; the second differs, so that its result is seen to replace the first.
    const again = typeof row.body === 'string' ? `${row.body}\n` : row.body;
    const answers: (() => unknown)[] = [() => row.body, () => again, () => { throw new Error('down'); }];
    const client = clientOf(row, () => answers.shift()?.());
    const record = row.record(client, row.calledWith);
    const kept = await row.access(record);
    const refreshed = await row.access(record, { refresh: true });
    expect(refreshed).not.toBe(kept);
    await expect(row.access(record, { refresh: true })).rejects.toThrow('down');
    await expect(row.access(record)).resolves.toBe(refreshed);
    expect(client[row.method]).toHaveBeenCalledTimes(3);
  });

  it('keeps no failure: a client that failed, or a body that does not validate, is asked again', async () => {
    const answers: (() => unknown)[] = [() => { throw new Error('down'); }, () => 5, () => row.body];
    const client = clientOf(row, () => answers.shift()?.());
    const record = row.record(client, row.calledWith);
    await expect(row.access(record)).rejects.toThrow('down');
    await expect(row.access(record)).rejects.toBeInstanceOf(ParseError);
    expect(row.gives(await row.access(record))).toBe(true);
  });

  it('rejects, never throws: a client that throws at once, a client without the method, options that are no object', async () => {
    const throwing = row.record(clientOf(row, () => { throw new Error('at once'); }), row.calledWith);
    let call: Promise<unknown> | undefined;
    expect(() => (call = row.access(throwing))).not.toThrow();
    await expect(call).rejects.toThrow('at once');
    const methodless = row.record({} as ClientHandle, row.calledWith);
    expect(() => (call = row.access(methodless))).not.toThrow();
    await expect(call).rejects.toThrow(new RegExp(`^The bound client has no ${row.method}\\(\\) method, which \\w+#\\w+\\(\\) calls$`));
    const client = clientOf(row);
    expect(() => (call = row.access(row.record(client, row.calledWith), 5))).not.toThrow();
    await expect(call).rejects.toBeInstanceOf(TypeError);
    expect(client[row.method]).not.toHaveBeenCalled();
  });

  it('rejects an unbound record with UnboundEntityError, calling no client', async () => {
    await expect(row.access(row.record(null, row.calledWith))).rejects.toBeInstanceOf(UnboundEntityError);
  });

  it(WITHOUT_ID[row.withoutId], async () => {
    const client = clientOf(row);
    const access = row.access(row.record(client, null));
    if (row.withoutId === 'rejects') await expect(access).rejects.toBeInstanceOf(MissingIdError);
    else if (row.withoutId === 'gives null') await expect(access).resolves.toBeNull();
    else expect(row.gives(await access)).toBe(true);
    expect(client[row.method]).toHaveBeenCalledTimes(row.withoutId === 'calls' ? 1 : 0);
  });

  it('rejects an aborting caller at once with its reason while another still gets the result, and leaves no listener', async () => {
    const answer = deferred<unknown>();
    const client = clientOf(row, () => answer.promise);
    const record = row.record(client, row.calledWith);
    const controller = new AbortController();
    const leaving = row.access(record, { signal: controller.signal });
    const staying = row.access(record);
    controller.abort('left');
    await expect(leaving).rejects.toBe('left');
    answer.resolve(row.body);
    expect(row.gives(await staying)).toBe(true);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it('rejects at once for a signal already aborted, calling no client', async () => {
    const client = clientOf(row);
    await expect(row.access(row.record(client, row.calledWith), { signal: AbortSignal.abort('gone') })).rejects.toBe('gone');
    expect(client[row.method]).not.toHaveBeenCalled();
  });
});
