import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, Lap, SegmentEffort, StreamSet, SummaryActivity, decodeJSON, encodeJSON } from '../../src/index.js';
import { jsonSyntaxFault } from '../../src/json/json-syntax.js';
import { clientAnswering } from '../helpers/fake-client.js';

/** The error `read` throws (or the promise rejects with); fails when there is none. */
async function failureOf(read: () => unknown): Promise<unknown> {
  try {
    await read();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** What the engine's own error says of `text`, as `JSON.parse` throws it. */
function engineMessage(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the text is JSON');
}

const TOKEN = 'c0ffee15deadbeef';
const IN_STRING = 'a string JSON allows, closed by a quote';
/** A 200 answer's body that is no JSON and holds the token: a misconfigured proxy's echo of the request. */
const ECHO = `access_token=${TOKEN}&token_type=Bearer`;

describe('where a text stops being JSON, as the command says it', () => {
  it.each([
    ['', 0, 'a value'],
    ['   ', 3, 'a value'],
    ['{"id": 1,}', 9, 'a property name'],
    ['{"id" 1}', 6, "':'"],
    ['{1: 2}', 1, "a property name or '}'"],
    ['[1, 2', 5, "',' or ']'"],
    ['{"a": [1] ', 10, "',' or '}'"],
    ['[1,]', 3, 'a value'],
    ['01', 1, 'the end of the text'],
    ['-', 0, 'a value'],
    ['1.', 1, 'the end of the text'],
    ['[1e+]', 2, "',' or ']'"],
    ['tru', 0, 'a value'],
    ['[]]', 2, 'the end of the text'],
    ['{"a": 1 "b": 2}', 8, "',' or '}'"],
    ['"ab', 3, IN_STRING],
    ['"a\tb"', 0, IN_STRING],
    ['{"a\u0000": 1}', 1, IN_STRING],
    ['"\\x"', 0, IN_STRING],
    ['["\\\\", "\\u12g4"]', 7, IN_STRING],
    ['\ufeff{}', 0, 'a value'],
    ['{} {}', 3, 'the end of the text'],
  ])('%j stops being JSON at offset %i, where JSON expects %s', (text, offset, expected) => {
    expect(() => JSON.parse(text) as unknown).toThrow(SyntaxError);
    expect(jsonSyntaxFault(text)).toEqual({ offset, expected });
    expect(() => decodeJSON(text)).toThrow(new JsonSyntaxError(text.length));
  });

  it('is found in one pass, without recursion, in text a million levels deep', () => {
    expect(jsonSyntaxFault('['.repeat(1_000_000))).toEqual({ offset: 1_000_000, expected: "a value or ']'" });
    expect(jsonSyntaxFault(`${'{"a":'.repeat(500_000)}1${'}'.repeat(499_999)}]`)).toEqual({ offset: 3_000_000, expected: "',' or '}'" });
  });
});

describe('text that is not JSON', () => {
  it('is a JsonSyntaxError, a SyntaxError saying how long the text is', () => {
    const error = (() => {
      try {
        decodeJSON('{"id": 1,}');
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(JsonSyntaxError);
    expect(error).toBeInstanceOf(SyntaxError);
    expect(error).toMatchObject({ name: 'JsonSyntaxError', textLength: 10, byteOffset: null, message: 'not JSON: a text of 10 characters that JSON.parse refuses (none of it quoted)' });
  });

  it('quotes none of the text, where the engine\'s own error quotes its first characters', async () => {
    expect(engineMessage(ECHO)).toContain('access_tok');
    for (const text of [ECHO, `{"ok": true, ${ECHO}}`, `["${TOKEN}", ${TOKEN}]`, `${TOKEN}"`]) {
      const error = await failureOf(() => decodeJSON(text));
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect((error as Error).message).not.toMatch(/access|c0ff|beef|Bearer/);
      expect(Object.values(error as object).join(' ')).not.toMatch(/access|c0ff|beef|Bearer/);
    }
  });

  it('reaches every reader of a client\'s text as that error: StreamSet.parseJSON, the stream accessors and the others', async () => {
    const bytes = new TextEncoder().encode(ECHO);
    const readers: (() => unknown)[] = [
      () => StreamSet.parseJSON(ECHO),
      () => StreamSet.parseJSON(bytes),
      () => StreamSet.parseJSON(`{"time": {"data": [1, ${TOKEN}]}}`),
    ];
    for (const answer of [ECHO, bytes, bytes.buffer]) {
      const client = clientAnswering(() => answer);
      readers.push(
        () => SummaryActivity.parse({ id: 1 }, { client }).streams(),
        () => Lap.parse({ activity: { id: 2 }, start_index: 0, end_index: 0 }, { client }).streams(),
        () => SegmentEffort.parse({ activity: { id: 3 }, start_index: 0, end_index: 0 }, { client }).streams(),
        () => SummaryActivity.parse({ id: 4 }, { client }).details(),
        () => SummaryActivity.parse({ id: 5 }, { client }).laps(),
        () => SummaryActivity.parse({ id: 6 }, { client }).comments(),
      );
    }
    for (const read of readers) {
      const error = await failureOf(read);
      expect(error).toBeInstanceOf(JsonSyntaxError);
      expect((error as Error).message).not.toMatch(/access|c0ff|beef|Bearer/);
    }
  });

});

describe('where text stops being JSON, against JSON.parse', () => {
  const value = fc.jsonValue({ maxDepth: 3 }).map((json) => encodeJSON(json, 1));
  /** JSON text with one character replaced, inserted or removed: most such texts are no JSON. */
  const edited = fc.tuple(value, fc.nat(), fc.constantFrom(...Array.from('{}[]",:.-+eE0159tfnul \t\n\r\\/x\u0001\u00e9')), fc.constantFrom('replace', 'insert', 'remove')).map(
    ([text, at, character, edit]) => {
      const index = at % (text.length + 1);
      if (edit === 'insert') return text.slice(0, index) + character + text.slice(index);
      return text.slice(0, index) + (edit === 'replace' ? character : '') + text.slice(index + 1);
    },
  );

  it('finds a fault exactly in the texts JSON.parse refuses, within the text', () => {
    fc.assert(
      fc.property(fc.oneof(value, edited, fc.string({ maxLength: 12 })), (text) => {
        let refused = false;
        try {
          JSON.parse(text);
        } catch {
          refused = true;
        }
        const fault = jsonSyntaxFault(text);
        expect(fault !== undefined).toBe(refused);
        if (fault !== undefined) expect(fault.offset).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 2_000 },
    );
  });
});
