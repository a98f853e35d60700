import { describe, expect, it } from 'vitest';
import { DetailedClub, DetailedGear, DetailedSegment, ExplorerResponse, Fault, ParseError, Route, Upload, Waypoint, Zones, decodeJSON } from '../../src/index.js';
import { clientAnswering } from '../helpers/fake-client.js';

// An attacker's cases against the records of this round's reads and a route's export
// text: values of the wrong kind at depth, ids past 2^63, and what a client answers for
// a GPX.

describe('the records of the reads, refusing with the path of what is wrong', () => {
  it.each([
    ['a waypoint north of the pole', () => Waypoint.parse({ latlng: [90.5, 0] }), ['latlng', 0]],
    ['a waypoint category that is a number', () => Waypoint.parse({ categories: ['a', 5] }), ['categories', 1]],
    ['an explored segment climbing 1.5 categories', () => ExplorerResponse.parse({ segments: [{ id: 1, climb_category: 1.5 }] }), ['segments', 0, 'climb_category']],
    ['explored segments that are an object', () => ExplorerResponse.parse({ segments: { 0: {} } }), ['segments']],
    ['a club\'s member count as text', () => DetailedClub.parse({ id: 1, member_count: '12' }), ['member_count']],
    ['a gear\'s distance of Infinity', () => DetailedGear.parse({ id: 'b1', distance: Infinity }), ['distance']],
    ['a heart-rate zone bound of NaN', () => Zones.parse({ heart_rate: { custom_zones: false, zones: [{ min: 0, max: Number.NaN }] } }), ['heart_rate', 'zones', 0, 'max']],
    ['a fault error whose code is a number', () => Fault.parse({ message: 'm', errors: [{ resource: 'r', field: 'f', code: 5 }] }), ['errors', 0, 'code']],
    ['a segment id of 1.5', () => DetailedSegment.parse({ id: 1.5 }), ['id']],
    ['an upload id of 2^53 as a number', () => Upload.parse({ id: 2 ** 53 }), ['id']],
  ] as const)('%s', (_name, parse, path) => {
    let thrown: unknown;
    try {
      parse();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ParseError);
    expect((thrown as ParseError).issues[0].path).toEqual(path);
  });

  it('keeps ids past 2^63 exact, in a route\'s segments and a club', () => {
    const route = Route.parse(decodeJSON('{"id":18446744073709551615,"id_str":"18446744073709551615","segments":[{"id":9223372036854775808}]}'));
    const club = DetailedClub.parse(decodeJSON('{"id":9223372036854775807}'));
    expect([route.id, route.segments?.[0]?.id, club.id]).toEqual([18446744073709551615n, 9223372036854775808n, 9223372036854775807n]);
  });
});

describe('a route\'s GPX as a client answers it', () => {
  const GPX = '<?xml version="1.0"?><gpx version="1.1" creator="x"></gpx>';
  it.each([
    ['the API\'s error body, decoded', { message: 'Record Not Found', errors: [] }, ParseError],
    ['a TCX document', '<TrainingCenterDatabase/>', ParseError],
    ['bytes that are not UTF-8', Uint8Array.from([0x3c, 0x67, 0x70, 0x78, 0xff]), SyntaxError],
    ['null', null, ParseError],
  ] as const)('refuses %s', async (_name, answer, error) => {
    const route = Route.parse({ id: 1 }, { client: clientAnswering(() => answer) });
    await expect(route.gpx()).rejects.toThrow(error);
  });

  it('gives GPX bytes as their UTF-8 text', async () => {
    const route = Route.parse({ id: 1 }, { client: clientAnswering(() => new TextEncoder().encode(GPX)) });
    await expect(route.gpx()).resolves.toBe(GPX);
  });

  it('gives a GPX of 5 MB as it came', async () => {
    const big = GPX.replace('</gpx>', `${'<wpt lat="1" lon="2"/>'.repeat(250_000)}</gpx>`);
    const route = Route.parse({ id: 1 }, { client: clientAnswering(() => big) });
    await expect(route.gpx()).resolves.toBe(big);
  });
});
