import type { Fault } from '../../index.js';
import { countOf, MISSING } from '../cells.js';
import { tableLines } from '../table.js';
import { fitToWidth } from '../terminal-text.js';

/** Widest the fault's message is shown in its heading, in terminal columns. */
const MESSAGE_WIDTH = 60;

/**
 * The API's error body (what a failed call answers instead of its record): its message,
 * then each specific error's resource, field and code. A field the API wrote as `""` is
 * shown as `""`, apart from one it left out (`-`).
 */
export function* faultLines(fault: Fault): Generator<string, void, undefined> {
  const errors = fault.errors ?? [];
  const count = fault.errors === null ? 'no errors listed' : countOf(errors.length, 'error');
  yield `API error: ${fitToWidth(fault.message ?? MISSING, MESSAGE_WIDTH)} (${count})`;
  if (errors.length === 0) return;
  const shown = (value: string | null) => (value === null ? MISSING : value === '' ? '""' : value);
  const columns = [
    { title: 'resource', align: 'left' },
    { title: 'field', align: 'left' },
    { title: 'code', align: 'left' },
  ] as const;
  yield* tableLines(columns, errors, (error) => [shown(error.resource), shown(error.field), shown(error.code)]);
}
