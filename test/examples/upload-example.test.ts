import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeApi } from '../../examples/fake-api.mjs';
import { exampleScript } from '../helpers/example-script.js';

const directory = mkdtempSync(join(tmpdir(), 'activity-records-upload-example-'));
const api = await startFakeApi({ expiredToken: 'expired', fifteenMinuteLimit: 1000, processingPolls: 1 });
afterAll(async () => {
  await api.close();
  rmSync(directory, { recursive: true, force: true });
});

// The example as a user runs it after `npm run build`, with its imports of dist/ taken from the source.
const script = await exampleScript('upload.mjs', directory);

/** A small GPX file of a ride, as a watch writes one. */
const RIDE = `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="upload-example" xmlns="http://www.topografix.com/GPX/1/1">
  <trk><name>Morning ride</name><trkseg>
    <trkpt lat="45.5231" lon="-122.6765"><ele>15.2</ele><time>2024-06-01T07:00:00Z</time></trkpt>
    <trkpt lat="45.5240" lon="-122.6750"><ele>15.8</ele><time>2024-06-01T07:00:10Z</time></trkpt>
  </trkseg></trk>
</gpx>
`;

/** Runs the example with `args` against the fake (a child process that does not block it): its exit code and what it printed. */
async function runExample(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], {
      cwd: directory,
      timeout: 60_000,
      env: { ...process.env, STRAVA_ACCESS_TOKEN: 'example-token', STRAVA_API_URL: api.baseUrl },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('examples/upload.mjs', () => {
  it('uploads a file, shows each status until the activity is ready, and then says a second upload of it is a duplicate', async () => {
    const file = join(directory, 'morning-ride.gpx');
    writeFileSync(file, RIDE);
    const first = await runExample(file, 'Morning ride');
    expect(first.code).toBe(0);
    const lines = first.output.trim().split('\n');
    expect(lines[0]).toBe(`uploading morning-ride.gpx (${Buffer.byteLength(RIDE)} bytes) as gpx`);
    expect(lines[1]).toMatch(/^upload (\d+): Your activity is still being processed\.$/);
    expect(lines[2]).toMatch(/^upload \d+: Your activity is ready\.$/);
    const ready = /^ready: activity (\d+) "Morning ride", [\d.]+ km in [\d:]+$/.exec(lines[3] ?? '');
    expect(ready).not.toBeNull();
    expect(lines).toHaveLength(4);
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/uploads']);

    const again = await runExample(file);
    expect(again.code).toBe(1);
    expect(again.output.trim().split('\n').at(-1)).toBe(`already uploaded: activity ${ready?.[1] ?? ''}`);
  }, 60_000);

  it('says why a file that is not of its type became no activity', async () => {
    const file = join(directory, 'notes.gpx');
    writeFileSync(file, 'a shopping list');
    const { code, output } = await runExample(file);
    expect(code).toBe(1);
    expect(output).toMatch(/\nnot an activity: Upload \d+ did not become an activity \("There was an error processing your activity\.": "The file is not a valid gpx file\."\)\n$/);
  }, 60_000);

  it('refuses a file whose name says no data type the API reads, sending nothing', async () => {
    const before = api.requests.length;
    const { code, output } = await runExample(join(directory, 'ride.kml'));
    expect(code).toBe(2);
    expect(output).toContain('usage: node examples/upload.mjs FILE [NAME]');
    expect(api.requests).toHaveLength(before);
  });
});
