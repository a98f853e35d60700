import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LONGEST_RECORDING_STEP, PAUSE_SECONDS, STREAM_TYPES, apiFigures, apiText, createDataset, type Body, type Dataset, type Recording } from '../../bench/dataset.mjs';
import {
  ActivityComment, ActivityPhoto, ActivityStats, ActivityZone, ClubActivity, ClubAthlete, DetailedActivity, DetailedAthlete, DetailedClub,
  DetailedGear, DetailedSegment, ExplorerResponse, Lap, Route, SegmentEffort, StreamSet, SummaryActivity, SummaryAthlete, SummaryClub,
  SummarySegment, Zones, decodeJSON, decodePolyline,
} from '../../src/index.js';
import { describeValidated, validateXml } from '../helpers/xml-schemas.js';

// The seeded generator of API bodies (bench/dataset.mjs): the same bytes for the same
// seed, realistic 1 Hz streams (pauses, stops, drop-outs, a heart that lags the effort),
// every kind of activity, and bodies the library reads without an issue.

/** A body the data set must have: a test fails, saying which, where it has none. */
function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`the data set has no ${what}`);
  return value;
}

const SPAN = { seed: 1, from: '2024-01-15', until: '2024-04-14' } as const;
const data = createDataset({ ...SPAN, keepRecordings: Infinity });
const index = data.activityIndex();
const recorded = index.filter((entry) => !entry.manual).map((entry) => ({ ...entry, recording: must(data.recording(entry.id), `recording of ${String(entry.id)}`) }));

/** Every body of a data set as the API's text, in one order, hashed: what "the same bytes" is checked on. */
function corpusHash(dataset: Dataset): string {
  const hash = createHash('sha256');
  const add = (body: unknown) => hash.update(apiText(body)).update('\n');
  add(dataset.athleteBody());
  add(dataset.athleteZones());
  add(dataset.athleteStats());
  add(dataset.athleteActivities({ page: 1, per_page: 200 }));
  for (const id of dataset.activityIds()) {
    for (const body of [dataset.activity(id), dataset.laps(id), dataset.streams(id), dataset.activityZones(id), dataset.comments(id), dataset.kudos(id), dataset.photos(id, 2048)]) add(body);
  }
  for (const { id } of dataset.segmentIndex()) {
    add(dataset.segment(id));
    add(dataset.segmentStreams(id));
    add(dataset.segmentEfforts(id));
  }
  add(dataset.starredSegments());
  add(dataset.exploreSegments({ bounds: [-90, -180, 90, 180] }));
  for (const route of dataset.routes()) {
    const id = route.id as number | bigint;
    for (const body of [route, dataset.route(id), dataset.routeStreams(id), dataset.routeGpx(id), dataset.routeTcx(id)]) add(body);
  }
  for (const club of dataset.athleteClubs()) {
    const id = club.id as number;
    for (const body of [club, dataset.club(id), dataset.clubMembers(id), dataset.clubAdmins(id), dataset.clubActivities(id)]) add(body);
  }
  for (const gear of [...(dataset.athleteBody().bikes as Body[]), ...(dataset.athleteBody().shoes as Body[])]) add(dataset.gearDetail(gear.id as string));
  return hash.digest('hex');
}

const TWO_WEEKS = { seed: 7, from: '2024-06-03', until: '2024-06-16' } as const;
/**
 * The hash of the corpus of TWO_WEEKS. A change of the generator changes it: say so in
 * the commit, and put the new hash here.
 */
const TWO_WEEKS_HASH = '9bef680b3d30a57101c4df35bfd6897cf0c2782de6f873981e4fa85ff2784e2b';

describe('the same seed gives the same bytes', () => {
  const hash = corpusHash(createDataset(TWO_WEEKS));

  it('in this process, twice, and as pinned', () => {
    expect(corpusHash(createDataset(TWO_WEEKS))).toBe(hash);
    expect(hash).toBe(TWO_WEEKS_HASH);
  });

  it('in another process', () => {
    const script = `
      import { createHash } from 'node:crypto';
      import { apiText, createDataset } from ${JSON.stringify(new URL('../../bench/dataset.mjs', import.meta.url).href)};
      const data = createDataset(${JSON.stringify(TWO_WEEKS)});
      const ids = data.activityIds();
      console.log(createHash('sha256').update(ids.map((id) => apiText(data.activity(id)) + apiText(data.streams(id))).join('\\n')).digest('hex'));
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 50_000 });
    expect(child.stderr).toBe('');
    const twin = createDataset(TWO_WEEKS);
    const here = createHash('sha256').update(twin.activityIds().map((id) => apiText(twin.activity(id)) + apiText(twin.streams(id))).join('\n')).digest('hex');
    expect(child.stdout.trim()).toBe(here);
  });

  it('and another seed other bytes', () => {
    expect(corpusHash(createDataset({ ...TWO_WEEKS, seed: 8 }))).not.toBe(hash);
  });
});

describe('a data set', () => {
  it('holds every kind of activity: runs with laps, rides with power, pool swims of 100+ lengths, virtual rides, manual and private ones', () => {
    const sports = new Set(index.map((entry) => entry.sport));
    for (const sport of ['Run', 'Ride', 'Swim', 'VirtualRide', 'Walk']) expect(sports).toContain(sport);
    const details = index.map((entry) => must(data.activity(entry.id), 'activity'));
    expect(details.some((detail) => detail.sport_type === 'Run' && (detail.laps as Body[]).length > 1 && (detail.best_efforts as Body[]).length > 0)).toBe(true);
    expect(details.some((detail) => detail.sport_type === 'Ride' && detail.device_watts === true && typeof detail.average_watts === 'number')).toBe(true);
    expect(details.some((detail) => detail.sport_type === 'Swim' && (detail.laps as Body[]).length >= 100)).toBe(true);
    expect(details.some((detail) => detail.sport_type === 'VirtualRide' && detail.trainer === true)).toBe(true);
    expect(details.some((detail) => detail.private === true && detail.visibility === 'only_me')).toBe(true);
    const manual = index.filter((entry) => entry.manual);
    expect(manual.length).toBeGreaterThan(0);
    for (const entry of manual) {
      expect(data.streams(entry.id)).toBeNull();
      expect(data.laps(entry.id)).toEqual([]);
    }
  });

  it('gives ids past 2^53 to segment efforts, best efforts and recent routes, written exactly', () => {
    const detail = index.map((entry) => must(data.activity(entry.id), 'activity')).find((body) => (body.best_efforts as Body[] | undefined)?.length);
    const efforts = [...(detail?.segment_efforts as Body[]), ...(detail?.best_efforts as Body[])];
    expect(efforts.length).toBeGreaterThan(2);
    for (const effort of efforts) {
      expect(typeof effort.id).toBe('bigint');
      expect(effort.id as bigint).toBeGreaterThan(2n ** 53n);
    }
    const big = data.routes().filter((route) => typeof route.id === 'bigint');
    expect(big.length).toBeGreaterThan(0);
    expect(data.routes().length).toBeGreaterThan(big.length);
    for (const route of big) {
      expect(route.id_str).toBe(String(route.id));
      expect(apiText(route)).toContain(`"id":${String(route.id)},"id_str":"${String(route.id)}"`);
    }
  });

  it('lists activities by the API\'s rule: after alone oldest first, else newest first, strictly, a page at a time', () => {
    const starts = index.map((entry) => entry.start);
    const middle = starts[Math.floor(starts.length / 2)] ?? 0;
    const after = data.athleteActivities({ after: middle, per_page: 200 }).map((body) => body.id);
    expect(after).toEqual(index.filter((entry) => entry.start > middle).map((entry) => entry.id));
    const before = data.athleteActivities({ before: middle, per_page: 200 }).map((body) => body.id);
    expect(before).toEqual(index.filter((entry) => entry.start < middle).map((entry) => entry.id).reverse());
    const pages = [1, 2, 3].flatMap((page) => data.athleteActivities({ page, per_page: 25 }).map((body) => body.id));
    expect(pages).toEqual(data.activityIds().reverse().slice(0, 75));
  });

  it('gives each activity\'s list item the figures of its detail, and its detail the counts of its comments, kudos and photos', () => {
    const items = data.summaries();
    for (const [i, item] of items.entries()) {
      const detail = must(data.activity(item.id as number), 'activity');
      for (const key of Object.keys(item).filter((key) => key !== 'resource_state' && key !== 'map')) expect(detail[key], `${String(item.id)} ${key}`).toEqual(item[key]);
      expect(data.comments(item.id as number)).toHaveLength(item.comment_count as number);
      expect(data.kudos(item.id as number)).toHaveLength(item.kudos_count as number);
      expect(data.photos(item.id as number)).toHaveLength(item.total_photo_count as number);
      if (i > 20) break;
    }
  });
});

describe('a generated recording', () => {
  it('has a sample a second, now and then 2 or 3 s apart, never 4 to 19 s, and auto-pauses of 20 to 1,500 s', () => {
    let steps = 0;
    let oneSecond = 0;
    let pauses = 0;
    const odd: string[] = [];
    for (const { id, recording } of recorded) {
      const { time } = recording.columns;
      for (let i = 1; i < recording.length; i++) {
        const step = (time[i] ?? 0) - (time[i - 1] ?? 0);
        steps += 1;
        if (step === 1) oneSecond += 1;
        if (step > LONGEST_RECORDING_STEP) pauses += 1;
        const recordingStep = step >= 1 && step <= LONGEST_RECORDING_STEP;
        const pause = step >= PAUSE_SECONDS.shortest && step <= PAUSE_SECONDS.longest;
        if (!recordingStep && !pause) odd.push(`${String(id)}[${i}]: ${step} s`);
      }
    }
    expect(odd).toEqual([]);
    expect(oneSecond / steps).toBeGreaterThan(0.99);
    expect(pauses).toBeGreaterThan(20);
  });

  it('flags the first sample after an auto-pause moving, and stands still with moving: false at 1 s steps', () => {
    let standing = 0;
    const odd: string[] = [];
    for (const { id, recording } of recorded) {
      const { moving, time } = recording.columns;
      for (const pause of recording.pauses) if (moving[pause.index] !== 1) odd.push(`${String(id)}[${pause.index}] after a pause`);
      for (const stop of recording.standing) {
        for (let i = stop.from; i <= stop.to; i++) {
          if (moving[i] !== 0 || (time[i] ?? 0) - (time[i - 1] ?? 0) > LONGEST_RECORDING_STEP) odd.push(`${String(id)}[${i}] standing`);
          standing += 1;
        }
      }
    }
    expect(odd).toEqual([]);
    expect(standing).toBeGreaterThan(500);
  });

  it('flags moving as the speed says, and adds up distance as the speed over each step, not across a pause', () => {
    const odd: string[] = [];
    for (const { id, recording } of recorded) {
      const { moving, time, distance, velocity_smooth: speed } = recording.columns;
      for (let i = 1; i < recording.length; i++) {
        const step = (time[i] ?? 0) - (time[i - 1] ?? 0);
        const covered = (distance[i] ?? 0) - (distance[i - 1] ?? 0);
        const before = speed[i - 1] ?? 0;
        const consistent = step > LONGEST_RECORDING_STEP
          ? Math.abs(covered) < 1e-6
          : Math.abs(covered - before * step) < 0.11 && (moving[i] === 1 ? before >= 0.2 : before < 1);
        if (!consistent) odd.push(`${String(id)}[${i}]: ${step} s, ${covered} m at ${before} m/s, moving ${moving[i] ?? '-'}`);
      }
    }
    expect(odd).toEqual([]);
  });

  it('puts positions as far apart as the distance covered between them, roughly', () => {
    const meters = (a: [number, number], b: [number, number]) => {
      const radians = Math.PI / 180;
      const x = (b[1] - a[1]) * radians * Math.cos(((a[0] + b[0]) / 2) * radians);
      return Math.hypot(x, (b[0] - a[0]) * radians) * 6_371_000;
    };
    const odd: string[] = [];
    for (const { id, recording } of recorded.filter((entry) => entry.recording.types.includes('latlng'))) {
      const { latitude, longitude, distance } = recording.columns;
      for (let i = 60; i < recording.length; i += 60) {
        const [a, b] = [[latitude[i - 60], longitude[i - 60]], [latitude[i], longitude[i]]] as [number, number][];
        if (a === undefined || b === undefined || Number.isNaN(a[0]) || Number.isNaN(b[0])) continue;
        const covered = (distance[i] ?? 0) - (distance[i - 60] ?? 0);
        if (meters(a, b) > covered + 10 || meters(a, b) < covered * 0.5 - 10) odd.push(`${String(id)}[${i}]: ${meters(a, b)} m apart, ${covered} m covered`);
      }
    }
    expect(odd).toEqual([]);
  });

  it('has sensor drop-outs as nulls in heart rate and positions, and none in time, distance or moving', () => {
    const nulls = (column: keyof Recording['columns']) => recorded.reduce((sum, { recording }) => sum + Array.from(recording.columns[column]).filter((sample) => Number.isNaN(sample)).length, 0);
    expect(nulls('heartrate')).toBeGreaterThan(0);
    expect(nulls('latitude')).toBeGreaterThan(0);
    expect(nulls('time') + nulls('distance')).toBe(0);
    const ride = recorded.find((entry) => entry.recording.types.includes('latlng') && entry.recording.types.includes('heartrate'));
    const streams = data.streams(ride?.id ?? 0) as Record<string, { data: unknown[] }>;
    const nullsOf = (type: string) => streams[type]?.data.filter((sample) => sample === null).length;
    expect(nullsOf('heartrate')).toBe(Array.from(ride?.recording.columns.heartrate ?? []).filter((sample) => Number.isNaN(sample)).length);
    expect(nullsOf('moving')).toBe(0);
  });

  it('has every stream type on an outdoor ride with a power meter, power where it pedals, and none on a ride without', () => {
    const rides = recorded.filter((entry) => entry.sport === 'Ride');
    const powered = rides.filter(({ recording }) => recording.types.includes('watts'));
    expect(powered.length).toBeGreaterThan(0);
    expect(powered[0]?.recording.types).toEqual(STREAM_TYPES);
    for (const { recording } of powered) {
      const { watts, cadence, moving } = recording.columns;
      let coasting = 0;
      let pedalling = 0;
      let pedallingWithoutCadence = 0;
      for (let i = 0; i < recording.length; i++) {
        if (watts[i] === 0 && moving[i] === 1) coasting += 1;
        if ((watts[i] ?? 0) > 0) pedalling += 1;
        if ((watts[i] ?? 0) > 0 && !((cadence[i] ?? 0) > 0)) pedallingWithoutCadence += 1;
      }
      expect(coasting).toBeGreaterThan(0);
      expect(coasting).toBeLessThan(pedalling);
      expect(pedallingWithoutCadence).toBe(0);
    }
    expect(rides.some(({ recording }) => !recording.types.includes('watts'))).toBe(true);
  });

  it('has a heart rate that lags the effort: it follows the speed of a run best some seconds later', () => {
    const lags: number[] = [];
    for (const { recording } of recorded.filter((entry) => entry.sport === 'Run' && entry.recording.types.includes('heartrate'))) {
      const { heartrate, velocity_smooth: speed } = recording.columns;
      let best = { lag: 0, correlation: -Infinity };
      for (let lag = 0; lag <= 90; lag += 5) {
        const pairs: [number, number][] = [];
        for (let i = 0; i + lag < recording.length; i++) {
          const beats = heartrate[i + lag] ?? Number.NaN;
          if (!Number.isNaN(beats)) pairs.push([speed[i] ?? 0, beats]);
        }
        const mean = (k: 0 | 1) => pairs.reduce((sum, pair) => sum + pair[k], 0) / pairs.length;
        const [mx, my] = [mean(0), mean(1)];
        const covariance = pairs.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
        const spread = Math.sqrt(pairs.reduce((sum, [x]) => sum + (x - mx) ** 2, 0) * pairs.reduce((sum, [, y]) => sum + (y - my) ** 2, 0));
        if (covariance / spread > best.correlation) best = { lag, correlation: covariance / spread };
      }
      lags.push(best.lag);
    }
    expect(lags.length).toBeGreaterThan(5);
    expect(lags.filter((lag) => lag >= 10).length / lags.length).toBeGreaterThan(0.8);
  });

  it('cuts an activity into laps that follow one another, from its first sample to its last', () => {
    for (const { id, recording } of recorded) {
      const laps = must(data.laps(id), 'laps');
      expect(laps[0]?.start_index).toBe(0);
      expect(laps.at(-1)?.end_index).toBe(recording.length - 1);
      for (let i = 1; i < laps.length; i++) expect(laps[i]?.start_index).toBe((laps[i - 1]?.end_index as number) + 1);
      for (const lap of laps) expect(apiFigures(recording.samples, lap.start_index as number, lap.end_index as number).elapsed_time).toBe(lap.elapsed_time);
    }
  });
});

describe('the bodies of the generator', () => {
  const text = (body: unknown) => decodeJSON(apiText(body));

  it('are read by the library\'s records without an issue, through the API\'s text', () => {
    DetailedAthlete.parse(text(data.athleteBody()));
    ActivityStats.parse(text(data.athleteStats()));
    SummaryActivity.parseMany(text(data.athleteActivities({ per_page: 200 })));
    const sports = new Set<string>();
    for (const { id, sport } of index) {
      DetailedActivity.parse(text(data.activity(id)));
      Lap.parseMany(text(data.laps(id)));
      ActivityComment.parseMany(text(data.comments(id)));
      SummaryAthlete.parseMany(text(data.kudos(id)));
      ActivityPhoto.parseMany(text(data.photos(id)));
      ActivityZone.parseMany(text(data.activityZones(id)));
      // The streams of one activity of each sport through their text (every one through its
      // decoded body in lap-figures.test.ts).
      const streams = sports.has(sport) ? null : data.streams(id);
      sports.add(sport);
      if (streams !== null) expect(StreamSet.parseJSON(apiText(streams)).time?.length).toBe(data.recording(id)?.length);
    }
    for (const { id } of data.segmentIndex()) {
      DetailedSegment.parse(text(data.segment(id)));
      SegmentEffort.parseMany(text(data.segmentEfforts(id)));
    }
    SummarySegment.parseMany(text(data.starredSegments()));
    expect(ExplorerResponse.parse(text(data.exploreSegments({ bounds: [-90, -180, 90, 180] }))).segments).toHaveLength(10);
    for (const route of data.routes()) Route.parse(text(data.route(route.id as number | bigint)));
    Route.parseMany(text(data.routes()));
    SummaryClub.parseMany(text(data.athleteClubs()));
    for (const { id } of data.athleteClubs()) {
      DetailedClub.parse(text(data.club(id as number)));
      ClubAthlete.parseMany(text(data.clubMembers(id as number)));
      SummaryAthlete.parseMany(text(data.clubAdmins(id as number)));
      ClubActivity.parseMany(text(data.clubActivities(id as number)));
    }
    for (const gear of [...(data.athleteBody().bikes as Body[]), ...(data.athleteBody().shoes as Body[])]) DetailedGear.parse(text(data.gearDetail(gear.id as string)));
    Zones.parse(text(data.athleteZones()));
  });

  it('explore the segments within bounds, of a sport and within climb categories, at most 10, most efforts first', () => {
    const all = data.segmentIndex();
    const everywhere = data.exploreSegments({ bounds: [-90, -180, 90, 180] }).segments as Body[];
    expect(everywhere).toHaveLength(Math.min(10, all.length));
    const explored = ExplorerResponse.parse(text({ segments: everywhere }));
    const [first] = explored.segments ?? [];
    expect(first?.id).toBe(everywhere[0]?.id);
    expect(decodePolyline(first?.points ?? '')[0]).toEqual(first?.start_latlng?.map((degrees) => Math.round(degrees * 1e5) / 1e5));
    const counts = everywhere.map((item) => must(data.segment(item.id as number), 'segment').effort_count as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [south = 0, west = 0] = first?.start_latlng ?? [];
    const around = data.exploreSegments({ bounds: [south - 0.5, west - 0.5, south + 0.5, west + 0.5] }).segments as Body[];
    expect(around.map((item) => item.id)).toContain(first?.id);
    expect(data.exploreSegments({ bounds: [south + 1, west + 1, south + 2, west + 2] }).segments).toEqual([]);
    const runs = data.exploreSegments({ bounds: [-90, -180, 90, 180], activityType: 'running' }).segments as Body[];
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((item) => all.find((one) => one.id === item.id)?.activityType === 'Run')).toBe(true);
    const flat = data.exploreSegments({ bounds: [-90, -180, 90, 180], maxCategory: 0 }).segments as Body[];
    expect(flat.every((item) => item.climb_category === 0 && item.climb_category_desc === 'NC')).toBe(true);
  });

  it('give the athlete\'s efforts on a segment between two local times, both included', () => {
    const segment = data.segmentIndex().find((one) => (data.segmentEfforts(one.id)?.length ?? 0) >= 3);
    const efforts = must(data.segmentEfforts(segment?.id ?? 0), 'efforts');
    const [, second, third] = efforts.map((effort) => effort.start_date_local as string);
    const between = must(data.segmentEfforts(segment?.id ?? 0, { start_date_local: second ?? null, end_date_local: third ?? null }), 'efforts');
    expect(between.map((effort) => effort.start_date_local)).toEqual([second, third]);
    expect(data.segmentEfforts(segment?.id ?? 0, { start_date_local: second ?? null })).toEqual(efforts.slice(1));
  });

  it('lead from each effort to its segment, its page and its efforts, and from an effort\'s id back to it', () => {
    const ride = index.find((entry) => entry.sport === 'Ride');
    const detail = must(data.activity(ride?.id ?? 0), 'ride');
    const [effort] = SegmentEffort.parseMany(text(detail.segment_efforts));
    const segment = must(data.segment(effort?.segment?.id ?? 0), 'segment');
    expect(segment.id).toBe(effort?.segment?.id);
    expect(segment.resource_state).toBe(3);
    expect((segment.athlete_segment_stats as Body).effort_count).toBeGreaterThan(0);
    expect((segment.map as Body).id).toBe(`s${String(segment.id)}`);
    expect(data.segmentEffort(effort?.id ?? 0)).toEqual((detail.segment_efforts as Body[])[0]);
    const efforts = must(data.segmentEfforts(segment.id as number), 'efforts');
    expect(efforts.map((one) => one.id)).toContain(effort?.id);
    expect(efforts.every((one) => (one.segment as Body).id === segment.id)).toBe(true);
    expect(data.starredSegments().every((one) => one.starred === true)).toBe(true);
    expect(data.segmentStreams(segment.id as number)).toMatchObject({ distance: {}, latlng: {}, altitude: {} });
  });

  it('give routes (segments in the detail only), clubs with trimmed members, gear in detail, and the athlete\'s zones with open tops', () => {
    const [listed] = data.routes();
    const route = must(data.route(listed?.id as number | bigint), 'route');
    expect(listed).not.toHaveProperty('segments');
    expect((route.segments as Body[]).length).toBeGreaterThan(0);
    expect((route.map as Body).polyline).toEqual(expect.any(String));
    expect(must(data.routeStreams(route.id as number | bigint), 'route streams').map((stream) => stream.type)).toEqual(['latlng', 'distance', 'altitude']);
    const [club] = data.athleteClubs();
    expect(club).not.toHaveProperty('membership');
    expect(data.club(club?.id as number)).toMatchObject({ id: club?.id, resource_state: 3, membership: 'member' });
    for (const member of must(data.clubMembers(club?.id as number), 'members')) expect(Object.keys(member)).toEqual(['resource_state', 'firstname', 'lastname', 'membership', 'admin', 'owner']);
    for (const admin of must(data.clubAdmins(club?.id as number), 'admins')) expect(Object.keys(admin)).toEqual(['resource_state', 'firstname', 'lastname']);
    for (const item of must(data.clubActivities(club?.id as number), 'club activities')) expect(item).not.toHaveProperty('id');
    const bike = (data.athleteBody().bikes as Body[])[0];
    const gear = must(data.gearDetail(bike?.id as string), 'bike');
    expect(gear).toMatchObject({ id: bike?.id, resource_state: 3 });
    expect(typeof gear.frame_type).toBe('number');
    expect(typeof gear.brand_name).toBe('string');
    const zones = data.athleteZones() as { heart_rate: { zones: { min: number; max: number }[] }; power: { zones: { min: number; max: number }[] } };
    expect(zones.heart_rate.zones).toHaveLength(5);
    expect(zones.heart_rate.zones.at(-1)?.max).toBe(-1);
    for (let i = 1; i < 5; i++) expect(zones.heart_rate.zones[i]?.min).toBe(zones.heart_rate.zones[i - 1]?.max);
    expect(zones.power.zones).toHaveLength(7);
    expect(zones.power.zones.at(-1)?.max).toBe(-1);
    for (let i = 1; i < 7; i++) expect(zones.power.zones[i]?.min).toBe((zones.power.zones[i - 1]?.max ?? 0) + 1);
  });
});

describeValidated('the routes\' exports of the generator', () => {
  it('are GPX 1.1 and TCX courses that the official schemas validate, along the route\'s line', () => {
    for (const route of data.routes().slice(0, 3)) {
      const id = route.id as number | bigint;
      const gpx = must(data.routeGpx(id), 'GPX');
      const tcx = must(data.routeTcx(id), 'TCX');
      expect(validateXml(gpx, 'gpx.xsd'), `${String(id)}: GPX`).toBe('- validates');
      expect(validateXml(tcx, 'tcx-with-activityextension.xsd'), `${String(id)}: TCX`).toBe('- validates');
      expect(gpx).toContain('creator="StravaGPX"');
      const [start] = must(data.routeStreams(id), 'streams')[0]?.data as [number, number][];
      expect(gpx).toContain(`<trkpt lat="${String(start?.[0])}" lon="${String(start?.[1])}">`);
      expect(tcx).toContain(`<LatitudeDegrees>${String(start?.[0])}</LatitudeDegrees>`);
    }
  });
});
