import type { Upload } from '../../index.js';
import { MISSING, whole } from '../cells.js';
import { factLines, type Fact } from '../table.js';

/**
 * An upload (`POST /uploads`, `GET /uploads/{uploadId}`): its status as the API words it,
 * the uploader's external id, the activity made from it once ready, and why processing
 * failed, where it did.
 */
export function* uploadLines(upload: Upload): Generator<string, void, undefined> {
  const facts: Fact[] = [
    ['status', upload.status ?? MISSING],
    ['external id', upload.external_id ?? MISSING],
    ['activity id', whole(upload.activity_id)],
  ];
  if (upload.error !== null) facts.push(['error', upload.error]);
  yield `Upload ${whole(upload.id)}`;
  yield* factLines(facts);
}
