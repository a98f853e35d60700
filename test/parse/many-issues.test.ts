import { afterAll, describe, expect, it } from 'vitest';
import { ActivityPhoto, DetailedActivity, Lap, ParseError, SummaryClub, WebhookEvent, type Issue } from '../../src/index.js';
import { isolatedLibrary, type IsolatedLibrary } from '../helpers/isolated-run.js';

/** The `ParseError` that `read` throws; fails when it throws anything else or nothing. */
function parseErrorOf(read: () => unknown): ParseError {
  try {
    read();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError');
}

/** How many issues an error lists and counts, and the path of the last it lists. */
function summaryOf(error: ParseError): [listed: number, omitted: number, lastPath: Issue['path'] | undefined] {
  return [error.issues.length, error.omitted, error.issues.at(-1)?.path];
}

const issue = (index: number): Issue => ({ path: [index], expected: 'number', received: '"x"', message: 'expected number, received "x"' });
/** `count` issues, at paths 0 to count - 1. */
const issues = (count: number): [Issue, ...Issue[]] => [issue(0), ...Array.from({ length: count - 1 }, (_, index) => issue(index + 1))];

describe('ParseError', () => {
  it('keeps the first 100 issues it is given and counts the rest in omitted', () => {
    const error = new ParseError(issues(250), 7);
    expect(summaryOf(error)).toEqual([100, 157, [99]]);
    expect(Object.isFrozen(error.issues)).toBe(true);
    const lines = error.message.split('\n');
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe('… and 237 more issues (ParseError.omitted counts the 157 not in ParseError.issues)');
  });

  it('omits none by default, and says how many more there are when it lists them all', () => {
    const error = new ParseError(issues(30));
    expect(error.omitted).toBe(0);
    expect(error.message.split('\n').at(-1)).toBe('… and 10 more issues (see ParseError.issues)');
    expect(new ParseError([issue(0)], 4).message).toBe('[0]: expected number, received "x"\n… and 4 more issues (ParseError.omitted counts the 4 not in ParseError.issues)');
  });

  it('refuses an omitted count that is no count with a RangeError', () => {
    for (const omitted of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => new ParseError([issue(0)], omitted)).toThrow(RangeError);
    }
    expect(() => new ParseError([issue(0)], -1)).toThrow('ParseError: omitted is no count, received -1');
  });
});

describe('a parse that finds more than 100 issues', () => {
  let library: IsolatedLibrary | undefined;
  afterAll(() => {
    library?.dispose();
  });

  it('lists the first 100 of a million invalid laps and counts the rest, at a 256 MB heap', { timeout: 120_000 }, async () => {
    library ??= await isolatedLibrary();
    const result = library.run(
      `
      const laps = Array.from({ length: 1_000_000 }, () => ({ distance: 'far' }));
      try { lib.Lap.parseMany(laps); } catch (error) {
        console.log(JSON.stringify([error.name, error.issues.length, error.omitted, error.issues[99].path]));
      }
      `,
      { timeLimit: 100_000, nodeOptions: ['--max-old-space-size=256'] },
    );
    expect(result.timedOut).toBe(false);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout) as unknown).toEqual(['ParseError', 100, 999_900, [99, 'distance']]);
  });

  it('lists the first 100 of the unknown values of a record that are no JSON, and counts the rest', () => {
    const input = Object.fromEntries(Array.from({ length: 200_000 }, (_, index) => [`key${index}`, undefined]));
    expect(summaryOf(parseErrorOf(() => Lap.parse(input)))).toEqual([100, 199_900, ['key99']]);
  });

  it('counts the bad items of an array of strings, a map of strings and a map of scalars past the first 100', () => {
    const numbers = Array.from({ length: 50_000 }, (_, index) => index);
    expect(summaryOf(parseErrorOf(() => SummaryClub.parse({ activity_types: numbers })))).toEqual([100, 49_900, ['activity_types', 99]]);
    expect(summaryOf(parseErrorOf(() => DetailedActivity.parse({ available_zones: numbers, name: 5 })))).toEqual([100, 49_901, ['available_zones', 98]]);
    const urls = Object.fromEntries(numbers.map((index) => [`size${index}`, index]));
    expect(summaryOf(parseErrorOf(() => ActivityPhoto.parse({ urls })))).toEqual([100, 49_900, ['urls', 'size99']]);
    const updates = Object.fromEntries(numbers.map((index) => [`field${index}`, [index]]));
    expect(summaryOf(parseErrorOf(() => WebhookEvent.parse({ updates })))).toEqual([100, 49_900, ['updates', 'field99']]);
  });

  it('counts every issue once when a record is read again after a read that threw', () => {
    const input = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`key${index}`, undefined]));
    Object.defineProperty(input, 'name', {
      enumerable: true,
      get: () => {
        throw new Error('no name');
      },
    });
    const error = parseErrorOf(() => Lap.parse(input));
    expect(summaryOf(error)).toEqual([100, 101, ['key98']]);
    expect(error.issues[0].path).toEqual(['name']);
  });

  it('gives safeParse and the Standard Schema the same first 100 issues, and safeParse the count of the rest', () => {
    const input = Object.fromEntries(Array.from({ length: 150 }, (_, index) => [`k${index}`, Symbol(String(index))]));
    const result = Lap.safeParse(input);
    const validated = Lap['~standard'].validate(input);
    if (result.success || validated.issues === undefined) throw new Error('expected issues');
    expect(summaryOf(result.error)).toEqual([100, 50, ['k99']]);
    expect(validated.issues).toEqual(result.error.issues);
  });
});
