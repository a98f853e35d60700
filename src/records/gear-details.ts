import type { ClientHandle } from '../core/client-handle.js';
import type { DetailedGear } from './detailed-gear.js';

/**
 * Reads the body of `GET /gear/{id}`, for `SummaryGear#details` and `SummaryActivity#gear`.
 * `DetailedGear` extends `SummaryGear`, so it is loaded once the client has answered (a
 * static import back would make a module cycle: docs/edge-cases.md, "Module cycles").
 */
export async function readDetailedGear(body: unknown, client: ClientHandle): Promise<DetailedGear> {
  return (await import('./graph-records.js')).DetailedGear.parse(body, { client });
}
