import { issueMessage } from '../parse/issue.js';
import { describeReceived } from '../parse/received-value.js';
import { ParseError } from '../parse/parse-error.js';

/**
 * `body`, what a client answered with for an export (`Route#gpx`, `Route#tcx`), when it is
 * text that holds the document's root element (`<gpx`): given as it came, not parsed.
 * The API answers a failed export with its JSON error body, which a client that does not
 * check the status would pass on as text; this is where it stops.
 *
 * @param root the root element's name: `gpx`, `TrainingCenterDatabase`
 * @param kind the document's kind, as the issue names it: `GPX`
 * @throws ParseError with one issue at the root when `body` is no text, or text without
 *   that element
 */
export function exportText(body: unknown, root: string, kind: string): string {
  if (typeof body === 'string' && body.includes(`<${root}`)) return body;
  const expected = `${kind} text (holding <${root}>)`;
  const received = describeReceived(body);
  throw new ParseError([{ path: [], expected, received, message: issueMessage(expected, received) }]);
}
