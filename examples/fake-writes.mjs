// What the fake API of examples/fake-api.mjs remembers of the writes it was sent: uploads
// on their way to becoming activities, activities created or changed, the athlete's weight,
// segments starred. It follows the API's upload life cycle: `POST /uploads` answers before
// processing ("Your activity is still being processed."), then `GET /uploads/{id}` says so
// for a few polls more and ends ready with the new activity's id, in an error for a file
// that is not of its data type, or as a duplicate of the activity the same bytes became
// before (`<file> duplicate of activity <id>`). New activities are copies of the data set's
// bodies (bench/dataset.mjs) under their new id, names and fields. Node built-ins only.
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';

/** The API's statuses of an upload. */
export const UPLOAD_STATUS = Object.freeze({
  processing: 'Your activity is still being processed.',
  ready: 'Your activity is ready.',
  error: 'There was an error processing your activity.',
  deleted: 'The created activity has been deleted.',
});

/** The data types the API reads, and how the fake knows a file of each (after gunzip for `.gz`). */
const FILE_CHECKS = {
  fit: (bytes) => bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === '.FIT',
  tcx: (bytes) => new TextDecoder().decode(bytes.subarray(0, 4096)).includes('<TrainingCenterDatabase'),
  gpx: (bytes) => new TextDecoder().decode(bytes.subarray(0, 4096)).includes('<gpx'),
};

const REFUSAL = Symbol('refusal');

/** A refusal of the API, which a route gives in place of a body: `status` with its fault body. */
export const refusal = (status, body) => ({ [REFUSAL]: true, status, body });

/** Whether a route's answer is a refusal. */
export const isRefusal = (answer) => typeof answer === 'object' && answer !== null && answer[REFUSAL] === true;

/** The API's 400 for a field that is missing or not what it takes. */
const badRequest = (resource, field, code) => refusal(400, { message: 'Bad Request', errors: [{ resource, field, code }] });

/** Whether a form's flag is set as the API's forms write it (`1`, `true`). */
const flag = (value) => value === '1' || value === 'true' || value === true;

/**
 * The data set `data` with the writes it was sent laid over it, so that every route reads
 * them: an activity created or uploaded is served by `activity(id)`, a change shows in the
 * activity, the athlete or the segment it changed. It holds the data set's own methods
 * (bound to it), these overrides, and the writes themselves.
 *
 * @param {import('../bench/dataset.mjs').Dataset} data
 * @param {{ processingPolls: number }} options How many polls of an upload answer that it
 *   is still being processed before its outcome.
 */
export function withWrites(data, { processingPolls }) {
  const activities = new Map();
  const changes = new Map();
  const stars = new Map();
  const uploads = new Map();
  const readyByHash = new Map();
  let weight = null;
  let created = 0;
  let received = 0;
  const ids = data.activityIds();
  const firstNewId = (ids.at(-1) ?? 8_200_000_000) + 1_000_000;
  const index = data.activityIndex();
  const newestRecorded = index.filter((entry) => !entry.manual).at(-1)?.id;
  const newestManual = index.filter((entry) => entry.manual).at(-1)?.id ?? newestRecorded;

  /** A copy of the data set's activity `template` under `id`, its laps and efforts pointing at it. */
  function copyAs(template, id, fields) {
    const body = structuredClone(data.activity(template));
    body.id = id;
    for (const list of [body.laps, body.segment_efforts, body.best_efforts, body.splits_metric, body.splits_standard]) {
      for (const item of list ?? []) if (item.activity !== undefined) item.activity = { ...item.activity, id };
    }
    if (body.map !== undefined && body.map !== null) body.map = { ...body.map, id: `a${id}` };
    return Object.assign(body, fields);
  }

  /** Where an upload stands at this look at it (the answer to its POST is the first), counted. */
  function nextUploadBody(upload) {
    const body = uploadBody(upload);
    upload.polls += 1;
    return body;
  }

  /** Where an upload stands after `upload.polls` looks at it. */
  function uploadBody(upload) {
    const base = { id: upload.id, id_str: String(upload.id), external_id: null, error: null, status: UPLOAD_STATUS.processing, activity_id: null };
    if (upload.polls <= processingPolls) return upload.polls === 0 ? base : { ...base, external_id: upload.externalId };
    const done = { ...base, external_id: upload.externalId };
    if (upload.outcome === 'ready') {
      return activities.has(String(upload.activityId))
        ? { ...done, status: UPLOAD_STATUS.ready, activity_id: upload.activityId }
        : { ...done, status: UPLOAD_STATUS.deleted };
    }
    return { ...done, status: UPLOAD_STATUS.error, error: upload.error };
  }

  const overrides = {
    activity(id) {
      const own = activities.get(String(id));
      const body = own === undefined ? data.activity(id) : structuredClone(own);
      return body === null ? null : Object.assign(body, changes.get(String(id)));
    },
    athleteBody() {
      const body = data.athleteBody();
      return weight === null ? body : { ...body, weight };
    },
    segment(id) {
      const body = data.segment(id);
      return body === null || !stars.has(String(id)) ? body : { ...body, starred: stars.get(String(id)) };
    },
    upload(id) {
      const upload = uploads.get(String(id));
      return upload === undefined ? data.upload(id) : nextUploadBody(upload);
    },
    /** `POST /uploads`: `fields` of the multipart form, `file` as `{ name, type, bytes }`. */
    receiveUpload(fields) {
      const { file } = fields;
      const dataType = fields.data_type;
      if (file === undefined || typeof file === 'string') return badRequest('Upload', 'file', 'missing');
      const check = FILE_CHECKS[String(dataType).replace(/\.gz$/, '')];
      if (check === undefined) return badRequest('Upload', 'data_type', 'invalid');
      received += 1;
      const id = 9_900_000_000 + received * 7;
      const externalId = typeof fields.external_id === 'string' && fields.external_id !== '' ? fields.external_id : file.name;
      const hash = createHash('sha256').update(file.bytes).digest('hex');
      let bytes = file.bytes;
      try {
        if (dataType.endsWith('.gz')) bytes = gunzipSync(bytes);
      } catch {
        bytes = new Uint8Array(0);
      }
      const upload = { id, externalId, polls: 0, outcome: 'ready', activityId: null, error: null };
      if (readyByHash.has(hash)) {
        upload.outcome = 'duplicate';
        upload.error = `${file.name} duplicate of activity ${readyByHash.get(hash)}`;
      } else if (!check(bytes)) {
        upload.outcome = 'error';
        upload.error = `The file is not a valid ${dataType} file.`;
      } else {
        created += 1;
        upload.activityId = firstNewId + created;
        activities.set(String(upload.activityId), copyAs(newestRecorded, upload.activityId, {
          name: fields.name ?? 'Uploaded activity', description: fields.description ?? null,
          trainer: flag(fields.trainer), commute: flag(fields.commute), external_id: externalId,
          upload_id: id, upload_id_str: String(id), manual: false,
        }));
        readyByHash.set(hash, upload.activityId);
      }
      uploads.set(String(id), upload);
      return nextUploadBody(upload);
    },
    /** `POST /activities`: a manual activity from the form's fields. */
    createActivity(fields) {
      for (const field of ['name', 'sport_type', 'start_date_local', 'elapsed_time']) {
        if (fields[field] === undefined || fields[field] === '') return badRequest('Activity', field, 'missing');
      }
      const start = new Date(fields.start_date_local);
      const elapsed = Number(fields.elapsed_time);
      if (Number.isNaN(start.getTime())) return badRequest('Activity', 'start_date_local', 'invalid');
      if (!Number.isInteger(elapsed) || elapsed <= 0) return badRequest('Activity', 'elapsed_time', 'invalid');
      created += 1;
      const id = firstNewId + created;
      const distance = fields.distance === undefined ? 0 : Number(fields.distance);
      const body = copyAs(newestManual, id, {
        name: fields.name, sport_type: fields.sport_type, type: fields.sport_type,
        start_date: `${start.toISOString().slice(0, 19)}Z`, start_date_local: `${fields.start_date_local.slice(0, 19)}Z`,
        elapsed_time: elapsed, moving_time: elapsed, distance, description: fields.description ?? null,
        trainer: flag(fields.trainer), commute: flag(fields.commute), manual: true, external_id: null, upload_id: null, upload_id_str: null,
      });
      activities.set(String(id), body);
      return body;
    },
    /** `PUT /activities/{id}`: the updatable fields, from JSON or a form. */
    updateActivity(id, fields) {
      if (overrides.activity(id) === null) return null;
      const change = { ...changes.get(String(id)) };
      for (const field of ['name', 'description']) if (typeof fields[field] === 'string') change[field] = fields[field];
      if (typeof fields.sport_type === 'string') Object.assign(change, { sport_type: fields.sport_type, type: fields.sport_type });
      for (const field of ['commute', 'trainer', 'hide_from_home']) if (fields[field] !== undefined) change[field] = flag(fields[field]);
      if (typeof fields.gear_id === 'string') {
        const athlete = data.athleteBody();
        const gear = [...athlete.bikes, ...athlete.shoes].find((item) => item.id === fields.gear_id);
        if (fields.gear_id !== 'none' && gear === undefined) return badRequest('Activity', 'gear_id', 'invalid');
        Object.assign(change, fields.gear_id === 'none' ? { gear_id: null, gear: null } : { gear_id: gear.id, gear });
      }
      changes.set(String(id), change);
      return overrides.activity(id);
    },
    /** `PUT /athlete`: `weight`, kilograms. */
    updateAthlete(fields) {
      const value = Number(fields.weight);
      if (fields.weight === undefined || !Number.isFinite(value) || value <= 0) return badRequest('Athlete', 'weight', 'invalid');
      weight = value;
      return overrides.athleteBody();
    },
    /** `PUT /segments/{id}/starred`: `starred`, `true` or `false`. */
    starSegment(id, fields) {
      if (data.segment(id) === null) return null;
      if (fields.starred !== 'true' && fields.starred !== 'false') return badRequest('Segment', 'starred', 'invalid');
      stars.set(String(id), fields.starred === 'true');
      return overrides.segment(id);
    },
    /** Deletes an activity the fake made (as an athlete may, from the website): its upload then says so. */
    deleteActivity(id) {
      return activities.delete(String(id));
    },
  };
  return new Proxy(data, {
    get(target, key) {
      if (Object.hasOwn(overrides, key)) return overrides[key];
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
