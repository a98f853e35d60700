import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { decodeJSON } from '../../src/index.js';

/**
 * Real API bodies recorded by other projects, beside the checkout in `../shared/fixtures/`
 * (every developer and CI has the folder; a user's clone may not). They are read from
 * there and never copied into this repository.
 */
export const SHARED_FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/', import.meta.url));

/** Whether `../shared/fixtures/` is there to read. */
export const hasSharedFixtures = existsSync(`${SHARED_FIXTURES}real/MANIFEST.jsonl`);

/** The sets of real bodies, each a folder of `../shared/fixtures/` with a `MANIFEST.jsonl`. */
export type FixtureSet = 'real' | 'real/streams' | 'more/set-a' | 'more/set-b';

/** Every set, in the order the manifests are read. */
export const FIXTURE_SETS: readonly FixtureSet[] = ['real', 'real/streams', 'more/set-a', 'more/set-b'];

/** One line of a set's `MANIFEST.jsonl`: a body, and where and how it was recorded. */
export interface SharedBody {
  /** The set it belongs to. */
  readonly set: FixtureSet;
  /** Its file, relative to the set's folder. */
  readonly file: string;
  /** The request it answered, where one was recorded, for example `https://www.strava.com/api/v3/routes/1119914`. */
  readonly uri: string | null;
  /**
   * The endpoint with every id written `{id}` (`/activities/{id}/comments`), from `uri`;
   * where no request was recorded, the manifest's own words for it (`GET /routes/{id}`,
   * `one item of GET /athlete/activities`), or null when it has none.
   */
  readonly endpoint: string | null;
  /** `'A'`: the API's own text; `'B'`: an app's stored or edited copy, for shapes only; null: the set has no tiers (`real/`, whose bodies are all recorded text or model files). */
  readonly tier: 'A' | 'B' | null;
  /** The project that recorded it, `owner/name`. */
  readonly repo: string;
  /** Its path in that project. */
  readonly path: string;
}

interface ManifestLine {
  readonly file: string;
  readonly uri?: string | null;
  readonly endpoint?: string | null;
  readonly tier?: string | null;
  readonly repo: string;
  readonly path: string;
}

/** `uri`'s endpoint: the path below `/api/v3`, every numeric id written `{id}`. */
export function endpointOf(uri: string): string {
  return new URL(uri).pathname.replace(/^\/api\/v3/, '').replace(/\/\d+/g, '/{id}');
}

/** Every body of `set`, as its manifest lists them. Throws where `../shared/fixtures/` is absent. */
export function sharedBodies(set: FixtureSet): SharedBody[] {
  return readFileSync(`${SHARED_FIXTURES}${set}/MANIFEST.jsonl`, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const entry = JSON.parse(line) as ManifestLine;
      // Some lines of more/set-a give the manifest's words for the endpoint under `uri` (`GET /clubs/{id}/activities`,
      // `GET /segments/38484972`), whose ids are written `{id}` as a request's are.
      const words = entry.uri != null && !/^https?:\/\//.test(entry.uri) ? entry.uri.replace(/\/\d+/g, '/{id}') : null;
      const uri = words === null ? (entry.uri ?? null) : null;
      return {
        set,
        file: entry.file,
        uri,
        endpoint: uri === null ? (words ?? entry.endpoint ?? null) : endpointOf(uri),
        tier: entry.tier === 'A' || entry.tier === 'B' ? entry.tier : null,
        repo: entry.repo,
        path: entry.path,
      };
    });
}

/** A shared body's text. */
export function sharedText(body: SharedBody): string {
  return readFileSync(`${SHARED_FIXTURES}${body.set}/${body.file}`, 'utf8');
}

/** A shared body decoded with `decodeJSON` (ids beyond 2^53 exact). */
export function sharedBody(body: SharedBody): unknown {
  return decodeJSON(sharedText(body));
}

/**
 * `describe` for tests that read `../shared/fixtures/`: run where the folder is there,
 * skipped where it is absent (a user's clone).
 */
export const describeShared = describe.skipIf(!hasSharedFixtures);
