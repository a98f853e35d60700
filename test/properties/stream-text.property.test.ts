import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError, StreamSet, decodeJSON, encodeJSON, type Issue } from '../../src/index.js';
import { NOT_JSON, scanStreamText } from '../../src/streams/stream-text.js';
import { largeBodyText, spacing, streamBodyNode, textEdit, writeText } from '../helpers/stream-arbitraries.js';

/** What reading a text gave: the record's wire form, every issue, or a SyntaxError's message. */
type Outcome = { readonly record: unknown } | { readonly issues: readonly Issue[] } | { readonly syntaxError: string };

function outcomeOf(read: () => StreamSet): Outcome {
  try {
    const streams = read();
    return { record: streams.toJSON() };
  } catch (error) {
    if (error instanceof ParseError) return { issues: error.issues };
    if (error instanceof SyntaxError) return { syntaxError: error.message };
    throw error;
  }
}

/**
 * Both ways of reading `text` give the same outcome: the same record (-0 and bigints too),
 * the same issues, or the same SyntaxError. And the one-pass scan finds text not JSON
 * exactly where JSON.parse does: parseJSON lets decodeJSON read text the scan refuses, so
 * a scan that refused JSON would still give the right outcome, only slowly.
 */
function expectSameOutcome(text: string): Outcome {
  const slow = outcomeOf(() => StreamSet.parse(decodeJSON(text)));
  expect(outcomeOf(() => StreamSet.parseJSON(text))).toEqual(slow);
  expect(scanStreamText(text) === NOT_JSON).toBe('syntaxError' in slow);
  return slow;
}

describe('StreamSet.parseJSON against StreamSet.parse(decodeJSON(text))', () => {
  it('agrees on generated stream bodies: keys in any order and twice, escapes, every number spelling, wrong samples', () => {
    let records = 0;
    let issues = 0;
    fc.assert(
      fc.property(streamBodyNode, spacing, (body, spaces) => {
        const outcome = expectSameOutcome(writeText(body, spaces));
        if ('record' in outcome) records++;
        if ('issues' in outcome) issues++;
      }),
      { numRuns: 600 },
    );
    // Both kinds of outcome are met often, or the comparison proves little.
    expect(records).toBeGreaterThan(60);
    expect(issues).toBeGreaterThan(60);
  });

  it('agrees on every malformed text: the same SyntaxError, or (where the edit left JSON) the same record or issues', () => {
    let syntaxErrors = 0;
    fc.assert(
      fc.property(streamBodyNode, spacing, textEdit, (body, spaces, edit) => {
        if ('syntaxError' in expectSameOutcome(edit(writeText(body, spaces)))) syntaxErrors++;
      }),
      { numRuns: 600 },
    );
    expect(syntaxErrors).toBeGreaterThan(300);
  });

  it('agrees on bodies larger than the chunks it reads samples in, a chunk ending anywhere, odd samples among them', () => {
    fc.assert(
      fc.property(largeBodyText, (text) => {
        expectSameOutcome(text);
      }),
      { numRuns: 60 },
    );
  });

  it('agrees on the text of any record it reads: toJSON() written by encodeJSON reads back the same', () => {
    fc.assert(
      fc.property(streamBodyNode, (body) => {
        const result = StreamSet.safeParse(decodeJSON(writeText(body, [''])));
        if (!result.success) return;
        const text = encodeJSON(result.data.toJSON());
        expect(StreamSet.parseJSON(text).toJSON()).toEqual(result.data.toJSON());
        expectSameOutcome(text);
      }),
    );
  });
});
