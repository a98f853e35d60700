/** How a column lines up: text to the left, figures to the right. */
export type Align = 'left' | 'right';

/** A column of a plain-text table. */
export interface Column {
  readonly title: string;
  readonly align: Align;
}

/** The rows under the column titles, padded to line up, with a rule under the titles. */
export function renderTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, index) => Math.max(column.title.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: readonly string[]) =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? '';
        const width = widths[index] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.title)), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
