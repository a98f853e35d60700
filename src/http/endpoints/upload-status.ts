import type { Id } from '../../parse/id.js';
import type { JsonObject } from '../../parse/plain-object.js';
import type { ApiTransport } from '../transport/api-transport.js';
import { OptionReader } from '../shared/option-reader.js';
import { pathId } from '../shared/path-id.js';
import { REQUEST_OPTIONS, requestCall, type HttpRequestOptions } from './request-call.js';

// An upload's status, apart from the upload itself (`uploads.ts`): a read, which the client
// and `waitForUpload` load at once, while the upload is loaded with the other writes when
// first called (`write-calls.ts`).

/** The write scope an upload and its status need, which a 401 for the missing permission names. */
export const UPLOAD_SCOPE = 'activity:write';

/** `GET /uploads/{uploadId}`: where the upload stands. */
export async function getUpload(transport: ApiTransport, clientTimeout: number, uploadId: Id, options: HttpRequestOptions | undefined): Promise<JsonObject> {
  return transport.getObject(uploadPath(uploadId, 'getUpload'), {}, requestCall(transport, clientTimeout, new OptionReader(options, 'getUpload', REQUEST_OPTIONS), UPLOAD_SCOPE));
}

/**
 * The path of an upload's status: `/uploads/{uploadId}`.
 *
 * @param where The call whose id it is, for messages: `getUpload`.
 * @throws TypeError for anything but an id (`pathId`).
 */
export function uploadPath(uploadId: Id, where: string): string {
  return `/uploads/${pathId(uploadId, where)}`;
}
