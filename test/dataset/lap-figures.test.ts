import { describe, expect, it } from 'vitest';
import { createDataset } from '../../bench/dataset.mjs';
import { Lap, StreamSet, type StreamFigures } from '../../src/index.js';

// The generator's laps say what their window of the generated streams adds up to, by the
// rule of bench/dataset/api-figures.mjs; the library's figures() recomputes the same from
// the samples. Over every lap of every activity of three months (runs, rides with power,
// pool swims of 100+ lengths, virtual rides, walks), each figure agrees within 0.5 %, or
// within the API's rounding of it where that is more (a tenth of a meter, bpm or watt, a
// thousandth of a m/s). A lap's elevation gain is 0 where the activity has no altitude
// (a pool), as the API writes it; figures() says null there.

const data = createDataset({ seed: 1, from: '2024-01-15', until: '2024-04-14' });

/** The figures a lap and figures() both name, with the API's rounding of each. */
const ROUNDING = {
  elapsed_time: 0,
  moving_time: 0,
  distance: 0.1,
  average_speed: 0.001,
  max_speed: 0.001,
  average_heartrate: 0.1,
  max_heartrate: 0,
  average_cadence: 0.1,
  average_watts: 0.1,
  total_elevation_gain: 0.1,
} as const;
type Figure = keyof typeof ROUNDING;

interface Disagreement {
  readonly lap: string;
  readonly figure: Figure;
  readonly api: number | null;
  readonly samples: number | null;
}

const sports = new Set<string>();
let laps = 0;
const disagreements: Disagreement[] = [];
for (const { id, sport, manual } of data.activityIndex()) {
  if (manual) continue;
  sports.add(sport);
  const streams = StreamSet.parse(data.streams(id));
  for (const lap of Lap.parseMany(data.laps(id))) {
    laps += 1;
    const figures: StreamFigures = streams.window(lap).figures();
    for (const figure of Object.keys(ROUNDING) as Figure[]) {
      const api = lap[figure];
      const samples = figures[figure];
      const noAltitude = figure === 'total_elevation_gain' && api === 0 && samples === null;
      if (noAltitude || (api === null && samples === null)) continue;
      const agrees = api !== null && samples !== null && Math.abs(api - samples) <= Math.max(0.005 * Math.abs(api), ROUNDING[figure] / 2);
      if (!agrees) disagreements.push({ lap: `${String(id)} ${lap.name ?? ''}`, figure, api, samples });
    }
  }
}

/** The laps whose `figure` the samples do not give within 0.5 %. */
const disagreeing = (figure: Figure) => disagreements.filter((disagreement) => disagreement.figure === figure);

describe('the generator\'s laps against their windows\' figures()', () => {
  it('cover every kind of activity, a thousand laps and more', () => {
    expect([...sports].sort()).toEqual(['Ride', 'Run', 'Swim', 'VirtualRide', 'Walk']);
    expect(laps).toBeGreaterThan(1000);
  });

  it.each([
    'elapsed_time', 'moving_time', 'distance', 'average_speed', 'max_speed', 'average_heartrate', 'max_heartrate',
    'average_cadence', 'average_watts', 'total_elevation_gain',
  ] as const)('agree within 0.5 percent on %s', (figure) => {
    expect(disagreeing(figure)).toEqual([]);
  });
});
