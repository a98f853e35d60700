import { describe, expect, it } from 'vitest';
import { ActivityPhoto, ParseError } from '../../src/index.js';
import { ACTIVITY_PHOTO_SHAPE, wireForm } from '../helpers/fixtures.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const PHOTOS = 'strava-ruby-client/activity_photos__0__activities_16181809559_photos__bec055d0d5b1e69a.json';
const WITH_INSTAGRAM = 'go.strava/activity_list_photos__2cb1aea49cfdf1f8.json';

function issuesOf(value: unknown) {
  try {
    ActivityPhoto.parseMany(value);
  } catch (error) {
    if (error instanceof ParseError) return error.issues.map((issue) => [issue.path, issue.expected]);
    throw error;
  }
  throw new Error('expected a ParseError');
}

describe('ActivityPhoto', () => {
  itShared('reads real photos with urls, sizes and a location', () => {
    const [photo] = ActivityPhoto.parseMany(realBody(PHOTOS));
    expect(photo).toMatchObject({
      id: null,
      unique_id: '6D1E4A0B-0A46-406A-874A-C3ED694DDE55',
      activity_id: 16181809559,
      athlete_id: 26462176,
      resource_state: 2,
      caption: '',
      source: 1,
      created_at: '2025-10-16T22:33:02Z',
      created_at_local: '2025-10-16T18:33:02Z',
      uploaded_at: '2025-10-18T15:28:11Z',
      default_photo: true,
    });
    expect(photo?.urls).toEqual({ '5000': 'https://dgtzuqphqg23d.cloudfront.net/gskSZVRgkpQ-O9HOdMXpYLEfDvRkZBNs_hGKBKbsmds-1536x2048.jpg' });
    expect(photo?.sizes?.['5000']).toEqual([1536, 2048]);
    expect(photo?.location).toEqual([40.76128333333333, -73.97162]);
    expect(photo?.extra).toEqual({ activity_name: 'Run with Artyom', post_id: null, type: 1, status: 3, placeholder_image: null, cursor: null });
  });

  itShared('reads an Instagram photo, which has an id and no location', () => {
    const photos = ActivityPhoto.parseMany(realBody(WITH_INSTAGRAM));
    expect(photos[1]).toMatchObject({ id: 10697549, source: 2, location: null });
    expect(photos[1]?.extra).toMatchObject({ type: 'InstagramPhoto', ref: 'https://instagram.com/p/eAMPrnj3GI/' });
    expect(photos[0]?.sizes?.['0']).toEqual([48, 64]);
  });

  it('keeps urls and sizes as frozen maps with a null prototype: a key is data, never a member', () => {
    const photo = ActivityPhoto.parse({ urls: { constructor: 'https://example.invalid/c.jpg' }, sizes: { '100': [100, 75] } });
    expect(Object.getPrototypeOf(photo.urls)).toBeNull();
    expect(photo.urls?.constructor).toBe('https://example.invalid/c.jpg');
    expect(photo.urls?.toString).toBeUndefined();
    expect(Object.isFrozen(photo.urls)).toBe(true);
    expect(Object.isFrozen(photo.sizes?.['100'])).toBe(true);
    expect(Object.getPrototypeOf(photo.toJSON().urls)).toBe(Object.prototype);
  });

  it('reads [] as no location', () => {
    const photo = ActivityPhoto.parse({ location: [], unique_id: 'a' });
    expect(photo.location).toBeNull();
    expect(photo.toJSON()).toEqual({ unique_id: 'a' });
  });

  it('reports bad urls, sizes and locations at the key of the bad value', () => {
    expect(issuesOf([
      { urls: { '600': 600 }, sizes: { '600': [600, -1], '100': [1.5, 2], '50': [50] } },
      { location: [40.7, -200], urls: 'https://example.invalid/p.jpg' },
    ])).toEqual([
      [[0, 'urls', '600'], 'string'],
      [[0, 'sizes', '50'], '[width, height] of non-negative integers'],
      [[0, 'sizes', '100'], '[width, height] of non-negative integers'],
      [[0, 'sizes', '600'], '[width, height] of non-negative integers'],
      [[1, 'urls'], 'object of string values'],
      [[1, 'location', 1], 'longitude in [-180, 180]'],
    ]);
  });

  itShared('writes the photos back as they came, maps as plain objects', () => {
    for (const file of [PHOTOS, WITH_INSTAGRAM]) {
      const input = realBody(file);
      expect(ActivityPhoto.parseMany(input).map((photo) => photo.toJSON())).toStrictEqual(wireForm(input, ACTIVITY_PHOTO_SHAPE));
    }
  });
});
