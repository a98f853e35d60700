import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { decodeJSON } from '../../src/index.js';

/**
 * The folder `../shared/` beside the checkout, with a trailing slash: the real bodies, the
 * spec and the official schemas. `ACTIVITY_RECORDS_SHARED` names another folder to stand
 * for it; `.ci/run` names one that does not exist, to run the tests as a clone without
 * `../shared/` does.
 */
export const SHARED = `${resolve(process.env.ACTIVITY_RECORDS_SHARED ?? fileURLToPath(new URL('../../../shared/', import.meta.url)))}/`;

/**
 * Real API bodies recorded by other projects, beside the checkout in `../shared/fixtures/`
 * (every developer and CI has the folder; a user's clone may not). They are read from
 * there and never copied into this repository.
 */
export const SHARED_FIXTURES = `${SHARED}fixtures/`;

/** The sets of real bodies, each a folder of `../shared/fixtures/` with a `MANIFEST.jsonl`. */
export type FixtureSet = 'real' | 'real/streams' | 'more/set-a' | 'more/set-b';

/** Every set, in the order the manifests are read. */
export const FIXTURE_SETS: readonly FixtureSet[] = ['real', 'real/streams', 'more/set-a', 'more/set-b'];

/**
 * The spec of the design, `../shared/spec/` beside the checkout, whose tables the records
 * are held against: read there, as the fixtures are.
 */
export const SHARED_SPEC = `${SHARED}spec/`;

/** The spec pages the records' tables come from. */
export const SPEC_PAGES: readonly string[] = ['records.md', 'related-records.md', 'activities.md', 'streams.md'];

/** What of `../shared/` is missing: each set's manifest, each spec page; everything where the folder is absent. */
export function missingShared(): string[] {
  return [
    ...FIXTURE_SETS.map((set) => `${SHARED_FIXTURES}${set}/MANIFEST.jsonl`),
    ...SPEC_PAGES.map((page) => `${SHARED_SPEC}${page}`),
  ].filter((path) => !existsSync(path));
}

/** Whether `../shared/` is there to read: every set of real bodies and every spec page. */
export const hasSharedFixtures = missingShared().length === 0;

/** A page of the spec, `../shared/spec/<page>`. */
export function specText(page: string): string {
  return readFileSync(`${SHARED_SPEC}${page}`, 'utf8');
}

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

/**
 * `uri`'s endpoint: the path below `/api/v3`, every numeric id written `{id}`. A manifest
 * may write the request rather than its URL (`GET /activities/16954650847/zones`).
 */
export function endpointOf(uri: string): string {
  const path = URL.canParse(uri) ? new URL(uri).pathname : uri.replace(/^[A-Z]+ /, '');
  return path.replace(/^\/api\/v3/, '').replace(/\/\d+/g, '/{id}');
}

/**
 * Where a set's manifest names its files from: `real/streams/MANIFEST.jsonl` names them
 * from `real/` (`streams/go.strava__….json`), every other manifest from its own folder.
 */
const FILES_FROM: Readonly<Record<FixtureSet, string>> = { real: 'real', 'real/streams': 'real', 'more/set-a': 'more/set-a', 'more/set-b': 'more/set-b' };

/** Every body of `set`, as its manifest lists them; none where `../shared/fixtures/` is absent. */
export function sharedBodies(set: FixtureSet): SharedBody[] {
  if (!hasSharedFixtures) return [];
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
        endpoint: uri === null ? (words ?? entry.endpoint ?? null) : /^https?:/.test(uri) ? endpointOf(uri) : uri.replace(/\/\d+/g, '/{id}'),
        tier: entry.tier === 'A' || entry.tier === 'B' ? entry.tier : null,
        repo: entry.repo,
        path: entry.path,
      };
    });
}

/**
 * A shared body's text. The manifest of `real/streams` names its files from `real/`
 * (`streams/go.strava__….json`), the others from their own folder.
 */
export function sharedText(body: SharedBody): string {
  return readFileSync(`${SHARED_FIXTURES}${FILES_FROM[body.set]}/${body.file}`, 'utf8');
}

/** A shared body decoded with `decodeJSON` (ids beyond 2^53 exact). */
export function sharedBody(body: SharedBody): unknown {
  return decodeJSON(sharedText(body));
}

/** The text of a file of `../shared/fixtures/`, by its path there: `real/strava-ruby-client/…json`, `docs-activity-laps.json`. */
export function sharedFileText(path: string): string {
  return readFileSync(`${SHARED_FIXTURES}${path}`, 'utf8');
}

/** A file of `../shared/fixtures/` decoded with `decodeJSON`, by its path there. */
export function sharedFile(path: string): unknown {
  return decodeJSON(sharedFileText(path));
}

/** A body of `real/` that answered a request: its file there, the request, and the endpoint with ids written `{id}`. */
export interface RealBody {
  readonly file: string;
  readonly uri: string;
  readonly endpoint: string;
}

/** A body of `real/` kept as a fixture file by another project (no request recorded): its file there, and its path in that project. */
export interface ModelBody {
  readonly file: string;
  readonly path: string;
}

/** Every body of `real/` that answered a request, as its manifest lists them. */
export function realBodies(): RealBody[] {
  return sharedBodies('real').flatMap(({ file, uri, endpoint }) => (uri === null || endpoint === null ? [] : [{ file, uri, endpoint }]));
}

/** Every body of `real/` that another project keeps as a fixture file (no request recorded). */
export function modelBodies(): ModelBody[] {
  return sharedBodies('real').flatMap(({ file, uri, path }) => (uri === null ? [{ file, path }] : []));
}

/** The bodies of `real/` of one endpoint. */
export function realBodiesOf(endpoint: string): RealBody[] {
  return realBodies().filter((body) => body.endpoint === endpoint);
}

/** The text of a body of `real/`, by its file there (`strava-ruby-client/…json`). */
export function realText(body: RealBody | string): string {
  return sharedFileText(`real/${typeof body === 'string' ? body : body.file}`);
}

/** A body of `real/`, decoded with `decodeJSON` (ids beyond 2^53 exact). */
export function realBody(body: RealBody | string): unknown {
  return decodeJSON(realText(body));
}

/**
 * `describe` for tests that read `../shared/fixtures/`: run where the folder is there,
 * skipped where it is absent (a user's clone). One line of the run says so
 * (test/shared-fixtures-setup.ts), not each file.
 */
export const describeShared = describe.skipIf(!hasSharedFixtures);

/** `it` for a test that reads `../shared/fixtures/`, skipped where the folder is absent. */
export const itShared = it.skipIf(!hasSharedFixtures);
