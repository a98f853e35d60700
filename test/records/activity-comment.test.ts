import { describe, expect, it } from 'vitest';
import { ActivityComment, ParseError, SummaryAthlete } from '../../src/index.js';
import { syncClient } from '../helpers/fake-client.js';
import { ACTIVITY_COMMENT_SHAPE, wireForm } from '../helpers/fixtures.js';
import { itShared, realBodiesOf, realBody } from '../helpers/shared-fixtures.js';

const PAGE_ONE = 'strava-ruby-client/activity_comments_page_size_3_by_2__0__activities_15605032352_comments__30aae7abb9e1b980.json';
const PAGE_TWO = 'strava-ruby-client/activity_comments_page_size_3_by_2__1__activities_15605032352_comments__3d7e5ff05291542b.json';

describe('ActivityComment', () => {
  itShared('reads a real page of comments, with cursors and authors', () => {
    const comments = ActivityComment.parseMany(realBody(PAGE_ONE));
    expect(comments).toHaveLength(2);
    expect(comments[0]).toMatchObject({
      id: 2257523290,
      activity_id: 15605032352,
      post_id: null,
      resource_state: 2,
      text: 'you pass?',
      created_at: '2025-08-27T18:36:59Z',
      cursor: 'eyJpZCI6MjI1NzUyMzI5MCwiY3JlYXRlZEF0IjoxNzU2MzE5ODE5MDAwfQ%3D%3D',
      reaction_count: 0,
      has_reacted: false,
    });
    expect(comments[0]?.extra).toEqual({ mentions_metadata: null });
    expect(comments[1]?.athlete).toBeInstanceOf(SummaryAthlete);
    expect(comments[1]?.athlete).toMatchObject({ id: null, resource_state: 2, firstname: 'Daniel', lastname: 'D.' });
  });

  itShared('gives the cursor the next page is asked with', () => {
    const [, last] = ActivityComment.parseMany(realBody(PAGE_ONE));
    const next = realBodiesOf('/activities/{id}/comments').find((body) => body.file === PAGE_TWO);
    expect(next?.uri).toContain(`after_cursor=${encodeURIComponent(last?.cursor ?? '')}`);
  });

  itShared('binds its author to its own client', () => {
    const client = syncClient();
    const [comment] = ActivityComment.parseMany(realBody(PAGE_ONE), { client });
    expect(comment?.bound_client).toBe(client);
    expect(comment?.athlete?.bound_client).toBe(client);
    const other = syncClient();
    expect(comment?.bind(other).athlete?.bound_client).toBe(other);
  });

  it('reports bad fields with their paths, the author\'s too', () => {
    const error = (() => {
      try {
        ActivityComment.parseMany([{ text: 'ok' }, { cursor: 5, athlete: { premium: 'yes', created_at: '2025-02-30T00:00:00Z' } }]);
      } catch (caught) {
        return caught as ParseError;
      }
      throw new Error('expected a ParseError');
    })();
    expect(error.issues.map((issue) => issue.path)).toEqual([[1, 'athlete', 'premium'], [1, 'athlete', 'created_at'], [1, 'cursor']]);
    expect(error.message).toContain('[1].athlete.created_at: expected date-time string, received "2025-02-30T00:00:00Z"');
  });

  itShared('writes the comments back as they came, less null spec fields', () => {
    const input = realBody(PAGE_ONE);
    expect(ActivityComment.parseMany(input).map((comment) => comment.toJSON())).toStrictEqual(wireForm(input, ACTIVITY_COMMENT_SHAPE));
  });
});
