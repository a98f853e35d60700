import { dirname } from 'node:path';
import { SHARED_FIXTURES, missingShared } from './helpers/shared-fixtures.js';

/**
 * Vitest's global setup: the run says once, in one line, that the tests reading real bodies
 * and the spec are skipped where `../shared/` is absent (a user's clone), rather than each
 * file. With `CI=true` a missing part fails the run: CI always has the folder, and a run
 * that skipped the real bodies would pass for the wrong reason.
 */
export default function checkShared(): void {
  const missing = missingShared();
  if (missing.length === 0) return;
  const shared = dirname(SHARED_FIXTURES);
  const what = `${shared}/ lacks ${missing.length} of the real bodies' manifests and spec pages (${missing.map((path) => path.slice(shared.length + 1)).join(', ')})`;
  if (process.env.CI === 'true') throw new Error(`${what}: CI needs all of them (CI=true)`);
  console.log(`${what}: the tests that read them are skipped.`);
}
