import { describe, expect, it } from 'vitest';
import { ActivityPhoto, PhotosSummary, PolylineMap, Split, SummaryGear, decodePolyline } from '../../src/index.js';
import { itShared, realBody } from '../helpers/shared-fixtures.js';

const MODELS = 'strava-ruby-client-models/';

describe('the plain records inside an activity', () => {
  itShared('Split reads a real split, units as the API gives them', () => {
    const split = Split.parse(realBody(`${MODELS}spec_fixtures_strava_models_split.json__2ba52ada.json`));
    expect(split).toMatchObject({ split: 1, distance: 1001.6, elapsed_time: 314, moving_time: 314, elevation_difference: 15.6, pace_zone: 2 });
    expect(split.average_grade_adjusted_speed).toBe(3.4);
    expect(split.extra).toEqual({});
  });

  it('PolylineMap holds both routes, which decodePolyline reads', () => {
    const map = PolylineMap.parse({ id: 'a1', polyline: '_p~iF~ps|U_ulLnnqC_mqNvxq`@', summary_polyline: '_p~iF~ps|U', resource_state: 3 });
    expect(decodePolyline(map.polyline ?? '')).toEqual([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]]);
    expect(decodePolyline(map.summary_polyline ?? '')).toEqual([[38.5, -120.2]]);
    expect(PolylineMap.safeParse({ id: 1946417534 }).success).toBe(false);
  });

  itShared('SummaryGear reads gear, its identifier a string, the details of gear\'s own page in extra', () => {
    const bike = SummaryGear.parse(realBody(`${MODELS}spec_fixtures_strava_models_detailed_gear_bike.json__2ba52ada.json`));
    expect(bike.id).toMatch(/^b\d+$/);
    expect(Object.keys(bike.extra)).toEqual(expect.arrayContaining(['brand_name', 'model_name', 'frame_type']));
    expect(SummaryGear.safeParse({ id: 12345 }).success).toBe(false);
  });

  itShared('PhotosSummary reads the count and the primary photo, an ActivityPhoto', () => {
    const photos = PhotosSummary.parse(realBody(`${MODELS}spec_fixtures_strava_models_photos_summary.json__2ba52ada.json`));
    expect(photos.primary).toBeInstanceOf(ActivityPhoto);
    expect(photos.count).toBeGreaterThan(0);
    expect(photos.primary?.urls).not.toBeNull();
  });
});
