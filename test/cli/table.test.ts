import { describe, expect, it } from 'vitest';
import { proportionalBar, rangeOf, relativeBar, spanBar } from '../../src/cli/bars.js';
import { tableLines, type Column } from '../../src/cli/table.js';
import { displayWidth } from '../../src/cli/terminal-text.js';

const columns: Column[] = [
  { title: 'name', align: 'left', maxWidth: 8 },
  { title: 'km', align: 'right' },
];

function table(rows: string[][], cols: Column[] = columns): string[] {
  return [...tableLines(cols, rows, (row) => row)];
}

describe('tableLines', () => {
  it('lines columns up by display width, wide and combining characters included', () => {
    const lines = table([['Lap 1', '1.00'], ['日本語', '12.50'], ['Cafe\u0301', '3.00']]);
    expect(lines).toEqual([
      'name       km',
      '------  -----',
      'Lap 1    1.00',
      '日本語  12.50',
      'Cafe\u0301     3.00',
    ]);
    expect(new Set(lines.map(displayWidth))).toEqual(new Set([13]));
  });

  it('cuts cells to their column width and escapes them, so one row stays one line', () => {
    const lines = table([['a\nforged  row', '1'], ['x'.repeat(100_000), '2']]);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe('a\\nforg…   1');
    expect(lines[3]).toBe('xxxxxxx…   2');
  });

  it('cuts at 40 columns when a column says nothing, and can leave out the titles', () => {
    const lines = table([['y'.repeat(50), 'z'.repeat(50)]], [{ title: 'a', align: 'left' }, { title: 'b', align: 'left' }]);
    expect(lines[2]).toBe(`${'y'.repeat(39)}…  ${'z'.repeat(39)}…`);
    expect([...tableLines(columns, [['a', 'b']], (row) => row, { titles: false })]).toEqual(['a  b']);
  });

  it('draws 200,000 rows without an argument list as long as the data', { timeout: 60_000 }, () => {
    let count = 0;
    const rows = Array.from({ length: 200_000 }, (_, index) => index);
    for (const _ of tableLines(columns, rows, (index) => [`Lap ${index}`, String(index)])) count++;
    expect(count).toBe(200_002);
  });
});

describe('bars', () => {
  it('finds the range of the figures present, in one pass', () => {
    const values = [3, null, 1, 5];
    expect(rangeOf(values.length, (index) => values[index] ?? null)).toEqual({ min: 1, max: 5 });
    expect(rangeOf(2, () => null)).toBeNull();
    expect(rangeOf(1_000_000, (index) => index)).toEqual({ min: 0, max: 999_999 });
  });

  it('draws a bar relative to the range: one # for the least, full for the greatest', () => {
    const range = { min: 2, max: 4 };
    expect(relativeBar(2, range, 10)).toBe('#');
    expect(relativeBar(3, range, 10)).toBe('######');
    expect(relativeBar(4, range, 10)).toBe('##########');
    expect(relativeBar(null, range, 10)).toBe('');
    expect(relativeBar(3, null, 10)).toBe('');
  });

  it('draws no bar where every value is the same, zero or not: there is no difference and no greatest to show', () => {
    expect(relativeBar(7, { min: 7, max: 7 }, 4)).toBe('');
    expect(relativeBar(0, { min: 0, max: 0 }, 4)).toBe('');
  });

  it('draws a bar relative to a range wider than the largest double, in the right proportion', () => {
    const range = { min: -1e308, max: 1e308 };
    expect(relativeBar(1e308, range, 12)).toBe('#'.repeat(12));
    expect(relativeBar(-1e308, range, 12)).toBe('#');
    expect(relativeBar(0, range, 12)).toBe('#'.repeat(7));
  });

  it('draws a share of the largest, at least one # for any time at all', () => {
    expect(proportionalBar(60, 60, 20)).toBe('#'.repeat(20));
    expect(proportionalBar(30, 60, 20)).toBe('#'.repeat(10));
    expect(proportionalBar(0.1, 60, 20)).toBe('#');
    expect(proportionalBar(0, 60, 20)).toBe('');
    expect(proportionalBar(0, 0, 20)).toBe('');
  });

  it('draws where a span lies on a scale: # over it, . over the rest, spans on one scale lining up', () => {
    const scale = { min: 0, max: 100 };
    expect(spanBar(0, 50, scale, 10)).toBe('#####.....');
    expect(spanBar(50, 100, scale, 10)).toBe('.....#####');
    expect(spanBar(20, 40, scale, 10)).toBe('..##......');
    // Bounds in either order; a span narrower than a column still shows, at the end too.
    expect(spanBar(40, 20, scale, 10)).toBe('..##......');
    expect(spanBar(33, 33, scale, 10)).toBe('...#......');
    expect(spanBar(100, 100, scale, 10)).toBe('.........#');
    // Past the scale: cut at its ends.
    expect(spanBar(-50, 150, scale, 10)).toBe('##########');
    expect(spanBar(-1e308, 1e308, { min: -1e308, max: 1e308 }, 4)).toBe('####');
    expect(spanBar(0, 1e308, { min: -1e308, max: 1e308 }, 4)).toBe('..##');
  });

  it('draws no span bar for a missing bound or a scale without length', () => {
    expect(spanBar(null, 5, { min: 0, max: 10 }, 10)).toBe('');
    expect(spanBar(5, Number.NaN, { min: 0, max: 10 }, 10)).toBe('');
    expect(spanBar(5, 5, { min: 5, max: 5 }, 10)).toBe('');
    expect(spanBar(5, 5, { min: 0, max: 10 }, 0)).toBe('');
  });
});
