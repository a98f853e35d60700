import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe } from 'vitest';
import { SHARED, hasSharedFixtures } from './shared-fixtures.js';

/**
 * The official schemas beside the checkout (`../shared/schemas/`), and Debian's xmllint,
 * which `scripts/ensure-xmllint.sh` installs (CI runs it first). Where either is missing
 * the checks are skipped, but under CI=true, where they must run.
 */
const SCHEMAS = `${SHARED}schemas/`;
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

/** `describe`, skipped where xmllint or the schemas are missing (never under CI=true). */
export const describeValidated = describe.skipIf((!hasXmllint || !existsSync(SCHEMAS) || !hasSharedFixtures) && process.env.CI !== 'true');

/** What xmllint says of `text` against `schema`: exit status 0 and "- validates", or its errors. */
export function validateXml(text: string, schema: 'gpx.xsd' | 'tcx-with-activityextension.xsd'): string {
  const result = spawnSync('xmllint', ['--noout', '--schema', `${SCHEMAS}${schema}`, '-'], { input: text, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error !== undefined) throw result.error;
  return result.status === 0 ? result.stderr.trim() : `status ${String(result.status)}: ${result.stderr.slice(0, 2_000)}`;
}
