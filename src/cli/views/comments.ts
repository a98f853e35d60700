import type { ActivityComment } from '../../index.js';
import { athleteName, countOf, MISSING, utcTime, whole } from '../cells.js';
import { tableLines } from '../table.js';

const TEXT_WIDTH = 60;
const NAME_WIDTH = 30;

/** An activity's comments: when (UTC), who, what, and how many reacted. */
export function* commentLines(comments: readonly ActivityComment[]): Generator<string, void, undefined> {
  yield `Comments (${countOf(comments.length, 'comment')})`;
  const columns = [
    { title: 'posted UTC', align: 'left' },
    { title: 'athlete', align: 'left', maxWidth: NAME_WIDTH },
    { title: 'text', align: 'left', maxWidth: TEXT_WIDTH },
    { title: 'reactions', align: 'right' },
  ] as const;
  yield* tableLines(columns, comments, (comment) => [
    utcTime(comment.created_at),
    athleteName(comment.athlete),
    comment.text ?? MISSING,
    whole(comment.reaction_count),
  ]);
}
