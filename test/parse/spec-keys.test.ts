import { describe, expect, it, vi } from 'vitest';
import type { FieldReader } from '../../src/parse/field-reader.js';
import type { ExtraFields } from '../../src/parse/record-types.js';
import { SpecKeys } from '../../src/parse/spec-keys.js';
import { DataRecord } from '../../src/core/data-record.js';

const PLACE_KEYS = new SpecKeys(() => Place, ['alias']);

/** A record whose constructor assigns its fields out of alphabetical order, and whose key set ignores `alias`. */
class Place extends DataRecord {
  readonly zone: string | null;
  readonly altitude: number | null;
  readonly label: string | null;
  readonly extra: ExtraFields;

  constructor(reader: FieldReader) {
    super(reader);
    const input = reader.input;
    this.zone = reader.string(input.zone, 'zone');
    this.altitude = reader.number(input.altitude, 'altitude');
    this.label = reader.string(input.label, 'label');
    this.extra = reader.extra(PLACE_KEYS);
  }
}

describe('key sets learn the fields of their class', () => {
  it('keep the fields and the ignored keys out of extra, and toJSON writes the fields in constructor order', () => {
    const place = Place.parse({ label: 'summit', other: 1, alias: 'x', zone: 'alpine', altitude: 3000 });
    expect(place.extra).toEqual({ other: 1 });
    expect(Object.keys(place.toJSON())).toEqual(['zone', 'altitude', 'label', 'other']);
  });

  it('without reading what a polluted Object.prototype holds, even a getter that throws', async () => {
    vi.resetModules();
    Object.defineProperty(Object.prototype, 'activity_id', {
      get() {
        throw new Error('polluted');
      },
      configurable: true,
    });
    try {
      const { SummarySegmentEffort } = await import('../../src/index.js');
      const effort = SummarySegmentEffort.parse({ pr_activity_id: 1, kom_rank: 3 });
      expect(effort.extra).toEqual({ kom_rank: 3 });
      expect(effort.toJSON()).toEqual({ pr_activity_id: 1, kom_rank: 3 });
    } finally {
      Reflect.deleteProperty(Object.prototype, 'activity_id');
    }
  });

  it('learn the same fields when the first parse meets a polluted Object.prototype that supplies one of them', async () => {
    vi.resetModules();
    Object.defineProperty(Object.prototype, 'distance', { value: 5, enumerable: true, configurable: true, writable: true });
    try {
      const { Lap } = await import('../../src/index.js');
      const lap = Lap.parse({ name: 'x', resource_state: 2 });
      expect(lap.distance).toBeNull();
      expect(lap.extra).toEqual({ resource_state: 2 });
      expect(Object.keys(lap.toJSON())).toEqual(['name', 'resource_state']);
      expect(Lap.parse({ distance: 1, name: 'y' }).toJSON()).toEqual({ distance: 1, name: 'y' });
    } finally {
      Reflect.deleteProperty(Object.prototype, 'distance');
    }
  });
});
