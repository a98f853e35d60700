import { displayWidth, fitText } from './terminal-text.js';

/** How a column lines up: text to the left, figures to the right. */
export type Align = 'left' | 'right';

/** A column of a plain-text table. */
export interface Column {
  /** The heading, with the unit of the column's values where they have one. */
  readonly title: string;
  readonly align: Align;
  /** Widest a cell may be, in terminal columns; a longer value is cut with an ellipsis. Default 40. */
  readonly maxWidth?: number;
}

/** A column that makes its own cell from a row: for tables whose columns depend on the data. */
export interface RowColumn<T> extends Column {
  /** The cell's text for `row`, the `index`-th of the table. */
  readonly cell: (row: T, index: number) => string;
}

/** How a table is drawn. */
export interface TableOptions {
  /** Whether the column titles and the rule under them come first. Default true. */
  readonly titles?: boolean;
}

const DEFAULT_MAX_WIDTH = 40;
const GAP = '  ';

/**
 * The lines of a table: column titles, a rule, then one line per row, every cell made
 * safe for a terminal, cut to its column's `maxWidth` and padded by display width so that
 * columns line up. The cells of each row are asked for once, so that a table of a
 * million rows holds only its fitted cells.
 */
export function* tableLines<T>(
  columns: readonly Column[],
  rows: readonly T[],
  cellsOf: (row: T, index: number) => readonly string[],
  options: TableOptions = {},
): Generator<string, void, undefined> {
  const rowCount = rows.length;
  const columnCount = columns.length;
  const cells: string[] = new Array<string>(rowCount * columnCount);
  const cellWidths = new Uint16Array(rowCount * columnCount);
  const titles = options.titles ?? true;
  const widths = columns.map((column) => (titles ? displayWidth(column.title) : 0));
  for (const [row, item] of rows.entries()) {
    const values = cellsOf(item, row);
    for (let column = 0; column < columnCount; column++) {
      const { text, width } = fitText(values[column] ?? '', columns[column]?.maxWidth ?? DEFAULT_MAX_WIDTH);
      const slot = row * columnCount + column;
      cells[slot] = text;
      cellWidths[slot] = width;
      if (width > (widths[column] ?? 0)) widths[column] = width;
    }
  }
  const line = (cell: (column: number) => string, width: (column: number) => number): string => {
    let text = '';
    for (let column = 0; column < columnCount; column++) {
      const padding = ' '.repeat((widths[column] ?? 0) - width(column));
      text += (column === 0 ? '' : GAP) + (columns[column]?.align === 'right' ? padding + cell(column) : cell(column) + padding);
    }
    return text.trimEnd();
  };
  if (titles) {
    yield line((column) => columns[column]?.title ?? '', (column) => displayWidth(columns[column]?.title ?? ''));
    yield widths.map((width) => '-'.repeat(width)).join(GAP);
  }
  for (let row = 0; row < rowCount; row++) {
    const base = row * columnCount;
    yield line((column) => cells[base + column] ?? '', (column) => cellWidths[base + column] ?? 0);
  }
}

/** The lines of a table (see `tableLines`) whose columns each make their own cell. */
export function rowColumnLines<T>(columns: readonly RowColumn<T>[], rows: readonly T[]): Generator<string, void, undefined> {
  return tableLines(columns, rows, (row, index) => columns.map((column) => column.cell(row, index)));
}

/** A labelled fact of a record's summary: the label, with its unit where it has one, and the value's text. */
export type Fact = readonly [label: string, value: string];

/** Widest a fact's value is shown by default, in terminal columns. */
const FACT_WIDTH = 60;

/**
 * A record's facts as two aligned columns under its heading, indented two spaces: labels
 * on the left, values on the left (`align: 'left'`, text) or right (figures), each cut to
 * `valueWidth` columns.
 */
export function* factLines(facts: readonly Fact[], align: Align = 'left', valueWidth = FACT_WIDTH): Generator<string, void, undefined> {
  const columns = [{ title: '', align: 'left' }, { title: '', align, maxWidth: valueWidth }] as const;
  for (const line of tableLines(columns, facts, (fact) => fact, { titles: false })) yield `  ${line}`;
}
