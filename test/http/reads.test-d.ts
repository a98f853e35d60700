import { describe, expectTypeOf, it } from 'vitest';
import type { Fault } from '../../src/index.js';
import type { HttpClient, HttpError, JsonObject, TokenEndpointError } from '../../src/http/index.js';

declare const client: HttpClient;

describe('the types of the reads', () => {
  it('give objects, lists, text, and the stream sets\' text with asText', () => {
    expectTypeOf(client.getSegment(1)).resolves.toEqualTypeOf<JsonObject>();
    expectTypeOf(client.getStarredSegments()).resolves.toEqualTypeOf<unknown[]>();
    expectTypeOf(client.iterateClubMembers(1)).toEqualTypeOf<AsyncIterableIterator<unknown>>();
    expectTypeOf(client.exportRouteGpx(1n)).resolves.toEqualTypeOf<string>();
    expectTypeOf(client.getSegmentStreams(1)).resolves.toEqualTypeOf<JsonObject>();
    expectTypeOf(client.getSegmentStreams(1, { asText: true })).resolves.toEqualTypeOf<string>();
    expectTypeOf(client.getRouteStreams(1)).resolves.toEqualTypeOf<JsonObject | unknown[]>();
    expectTypeOf(client.getRouteStreams(1, { asText: true })).resolves.toEqualTypeOf<string>();
    expectTypeOf(client.getAthleteZones()).resolves.toEqualTypeOf<JsonObject>();
  });

  it('ask for what each call needs: bounds of four numbers, a gear\'s string id, local times as a Date or a string', () => {
    // @ts-expect-error bounds are required
    void client.exploreSegments({});
    // @ts-expect-error four numbers, not three
    void client.exploreSegments({ bounds: [1, 2, 3] });
    // @ts-expect-error running or riding
    void client.exploreSegments({ bounds: [1, 2, 3, 4], activityType: 'Ride' });
    void client.exploreSegments({ bounds: [1, 2, 3, 4], activityType: 'riding', minCategory: 0, maxCategory: 5, timeout: 1000 });
    // @ts-expect-error a gear id is a string
    void client.getGear(9880609);
    void client.getSegmentEfforts(1, { from: new Date(), to: '2024-03-01T00:00:00Z' });
    // @ts-expect-error epoch seconds are the activity list's, not the efforts'
    void client.getSegmentEfforts(1, { from: 1_709_251_200 });
  });

  it('carry the API\'s error body as the main entry\'s Fault record', () => {
    expectTypeOf<HttpError['fault']>().toEqualTypeOf<Fault | null>();
    expectTypeOf<TokenEndpointError['fault']>().toEqualTypeOf<Fault | null>();
  });
});
