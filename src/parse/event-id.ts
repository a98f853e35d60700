import { numericFromBigInt, type Id } from './id.js';
import { scalarDetail, type IssueReporter } from './issue.js';

/** The largest id of the API: 2^63 - 1, the largest signed 64-bit integer. */
const MAX_EVENT_ID = 9223372036854775807n;

/**
 * Reads an id of a webhook event (`WebhookEvent.object_id`, `owner_id`, `subscription_id`):
 * an integer from 1 to 2^63 - 1, as the API's ids are, a safe one as a number and a larger
 * one as a bigint. Anything else is an issue at `key`: an event is posted by whoever can
 * reach the callback URL, and an app fetches or compares what it names. Other records keep
 * an id of any size exactly (`FieldReader.id`), as the API's answers and the corpus give them.
 * Its own module, imported by `WebhookEvent` alone, so that a `Lap` bundle does not carry it.
 */
export function readEventId(value: unknown, key: string, issues: IssueReporter): Id | null {
  const id = typeof value === 'bigint' ? numericFromBigInt(value, 'id') : Number.isSafeInteger(value) ? (value as number) : undefined;
  if (id === undefined) issues.report([key], 'integer', value, scalarDetail(value, 'id'));
  else if (id < 1 || id > MAX_EVENT_ID) issues.report([key], 'integer from 1 to 2^63 - 1', value);
  else return id;
  return null;
}
