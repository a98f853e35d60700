import { describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../../src/http/index.js';
import { sendJson, startApiServerForFile, type SeenRequest } from '../helpers/api-server.js';

const server = await startApiServerForFile();

function client(): HttpClient {
  return createHttpClient({ accessToken: 'writes-token', baseUrl: server.baseUrl, maxRetries: 0 });
}

/** The API's first answer to an upload: before processing. */
const UPLOAD_ANSWER = '{"id":18446744073709551615,"id_str":"18446744073709551615","external_id":null,"error":null,"status":"Your activity is still being processed.","activity_id":null}';

/** Answers every request with `status` and `body` (JSON text). */
function answering(status: number, body = '{"id":1946417534}'): void {
  server.answer((_request, response) => {
    sendJson(response, status, body);
  });
}

/** A multipart body read as the API reads it (the platform's own reader): its parts in order, by name. */
async function formOf(request: SeenRequest | undefined): Promise<[name: string, value: FormDataEntryValue][]> {
  if (request === undefined) throw new Error('no request was sent');
  const form = await new Request('http://api.test/', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body: request.bytes }).formData();
  const parts: [string, FormDataEntryValue][] = [];
  form.forEach((value, name) => parts.push([name, value]));
  return parts;
}

/** The part of `parts` named `name`. */
function part(parts: [string, FormDataEntryValue][], name: string): FormDataEntryValue | undefined {
  return parts.find(([partName]) => partName === name)?.[1];
}

/** Bytes of every value 0 to 255, twice: a binary file no text decoding leaves as it is. */
const BINARY = Uint8Array.from({ length: 512 }, (_, index) => index % 256);
const GPX = '<?xml version="1.0"?><gpx version="1.1" creator="writes"><trk><trkseg><trkpt lat="45.5" lon="-122.6"/></trkseg></trk></gpx>';

describe('uploadActivity', () => {
  it('sends the file as the API reads a multipart form: its fields, then the file with its name and media type', async () => {
    answering(201, UPLOAD_ANSWER);
    const upload = await client().uploadActivity(BINARY, {
      dataType: 'fit', name: 'Morning ride', description: 'Hills', trainer: true, commute: false, externalId: 'ride-42.fit',
    });
    expect(upload).toEqual({ id: 18446744073709551615n, id_str: '18446744073709551615', external_id: null, error: null, status: 'Your activity is still being processed.', activity_id: null });
    const [request] = server.requests;
    expect(server.requests).toHaveLength(1);
    expect(`${request?.method} ${request?.path}`).toBe('POST /uploads');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe('Bearer writes-token');
    const form = await formOf(request);
    expect(form.map(([name]) => name)).toEqual(['data_type', 'name', 'description', 'trainer', 'commute', 'external_id', 'file']);
    expect(Object.fromEntries(form.filter(([name]) => name !== 'file'))).toEqual({
      data_type: 'fit', name: 'Morning ride', description: 'Hills', trainer: '1', commute: '0', external_id: 'ride-42.fit',
    });
    const file = part(form, 'file') as File;
    expect(file.name).toBe('activity.fit');
    expect(file.type).toBe('application/vnd.ant.fit');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(BINARY);
  });

  it.each([
    ['tcx', 'application/vnd.garmin.tcx+xml'],
    ['gpx', 'application/gpx+xml'],
    ['fit.gz', 'application/gzip'],
    ['tcx.gz', 'application/gzip'],
    ['gpx.gz', 'application/gzip'],
  ] as const)('sends a %s file as %s, named after its data type, with no field but that', async (dataType, type) => {
    answering(201, UPLOAD_ANSWER);
    await client().uploadActivity(BINARY.buffer, { dataType });
    const form = await formOf(server.requests[0]);
    expect(form.map(([name]) => name)).toEqual(['data_type', 'file']);
    expect(part(form, 'data_type')).toBe(dataType);
    expect(part(form, 'file')).toMatchObject({ name: `activity.${dataType}`, type });
  });

  it('takes a File under its own name, a Blob, a Buffer and an ArrayBuffer, each whole, in the data type\'s media type', async () => {
    answering(201, UPLOAD_ANSWER);
    const files = [new File([GPX], 'evening run.gpx', { type: 'text/plain' }), new Blob([GPX]), Buffer.from(GPX), new TextEncoder().encode(GPX).buffer];
    for (const file of files) await client().uploadActivity(file, { dataType: 'gpx' });
    const sent = await Promise.all(server.requests.map(async (request) => part(await formOf(request), 'file') as File));
    expect(sent.map((file) => file.name)).toEqual(['evening run.gpx', 'activity.gpx', 'activity.gpx', 'activity.gpx']);
    expect(sent.map((file) => file.type)).toEqual(Array(4).fill('application/gpx+xml'));
    expect(await Promise.all(sent.map((file) => file.text()))).toEqual(Array(4).fill(GPX));
  });

  it('sends the bytes as they were when called: a later change to the array changes nothing sent', async () => {
    answering(201, UPLOAD_ANSWER);
    const bytes = new TextEncoder().encode(GPX);
    const upload = client().uploadActivity(bytes, { dataType: 'gpx' });
    bytes.fill(0x21);
    await upload;
    expect(await (part(await formOf(server.requests[0]), 'file') as File).text()).toBe(GPX);
  });

  it.each([
    ['a string', GPX, { dataType: 'gpx' }, new TypeError('uploadActivity: file must be a Blob, a Uint8Array or an ArrayBuffer, received a string')],
    ['an array of numbers', [1, 2, 3], { dataType: 'fit' }, new TypeError('uploadActivity: file must be a Blob, a Uint8Array or an ArrayBuffer, received an array')],
    ['an Int16Array', new Int16Array(4), { dataType: 'fit' }, new TypeError('uploadActivity: file must be a Blob, a Uint8Array or an ArrayBuffer, received an object')],
    ['an empty file', new Uint8Array(0), { dataType: 'fit' }, new RangeError('uploadActivity: file is empty')],
    ['no options', BINARY, undefined, new TypeError('uploadActivity: options must be an object, received an undefined')],
    ['no data type', BINARY, { name: 'Ride' }, new TypeError('uploadActivity: options.dataType must be one of fit, fit.gz, tcx, tcx.gz, gpx, gpx.gz, received an undefined')],
    ['a data type in capitals', BINARY, { dataType: 'FIT' }, new RangeError('uploadActivity: options.dataType must be one of fit, fit.gz, tcx, tcx.gz, gpx, gpx.gz, received "FIT"')],
    ['a data type the API does not read', BINARY, { dataType: 'kml' }, new RangeError('uploadActivity: options.dataType must be one of fit, fit.gz, tcx, tcx.gz, gpx, gpx.gz, received "kml"')],
    ['the API\'s name of an option', BINARY, { dataType: 'fit', external_id: 'x' }, new TypeError('uploadActivity: options has no field "external_id" (the API\'s external_id is externalId here); it takes name, description, trainer, commute, externalId, dataType, signal, timeout')],
    ['a name that is not a string', BINARY, { dataType: 'fit', name: 5 }, new TypeError('uploadActivity: options.name must be a non-empty string, received a number')],
    ['an empty external id', BINARY, { dataType: 'fit', externalId: '' }, new TypeError('uploadActivity: options.externalId must be a non-empty string, received an empty string')],
    ['a trainer mark that is not a boolean', BINARY, { dataType: 'fit', trainer: 1 }, new TypeError('uploadActivity: options.trainer must be a boolean, received a number')],
    ['a timeout out of range', BINARY, { dataType: 'fit', timeout: -1 }, new RangeError(`uploadActivity: timeout must be a number of milliseconds from 0 to ${2 ** 31 - 1}, received -1`)],
  ])('refuses %s before any request', async (_, file, options, expected) => {
    answering(201, UPLOAD_ANSWER);
    await expect(client().uploadActivity(file as never, options as never)).rejects.toThrow(expected);
    await expect(client().uploadActivity(file as never, options as never)).rejects.toBeInstanceOf(expected.constructor);
    expect(server.requests).toEqual([]);
  });

  it('checks the names of its options once, its form\'s fields and the call\'s options together, with one message for either', async () => {
    answering(201, UPLOAD_ANSWER);
    let listed = 0;
    const counted = <T extends object>(options: T): T => new Proxy(options, {
      ownKeys(target) {
        listed++;
        return Reflect.ownKeys(target);
      },
    });
    const takes = 'it takes name, description, trainer, commute, externalId, dataType, signal, timeout';
    await expect(client().uploadActivity(BINARY, counted({ dataType: 'fit', nmae: 'Ride' }) as never)).rejects.toThrow(new TypeError(`uploadActivity: options has no field "nmae"; ${takes}`));
    expect(listed).toBe(1);
    await expect(client().uploadActivity(BINARY, counted({ dataType: 'fit', signals: undefined }) as never)).rejects.toThrow(new TypeError(`uploadActivity: options has no field "signals"; ${takes}`));
    expect(listed).toBe(2);
    expect(server.requests).toEqual([]);
    await client().uploadActivity(BINARY, counted({ dataType: 'fit', name: 'Ride', timeout: 5_000 }));
    expect(listed).toBe(3);
    expect(server.requests).toHaveLength(1);
  });

  it('reads its options from own properties only', async () => {
    answering(201, UPLOAD_ANSWER);
    const inherited = Object.create({ dataType: 'gpx' }) as { dataType: 'gpx' };
    await expect(client().uploadActivity(BINARY, inherited)).rejects.toThrow('options.dataType must be one of');
    await client().uploadActivity(BINARY, { dataType: 'gpx', name: undefined });
    expect((await formOf(server.requests[0])).map(([name]) => name)).toEqual(['data_type', 'file']);
  });
});

describe('getUpload', () => {
  it('asks for the upload by its exact id and gives its body decoded, ids exact', async () => {
    answering(200, UPLOAD_ANSWER.replace('"activity_id":null', '"activity_id":9223372036854775807'));
    const upload = await client().getUpload(18446744073709551615n);
    expect(`${server.requests[0]?.method} ${server.requests[0]?.path}`).toBe('GET /uploads/18446744073709551615');
    expect(upload.activity_id).toBe(9223372036854775807n);
  });
});

/** The fields of a valid manual activity. */
const YOGA = { name: 'Evening yoga', sportType: 'Yoga', startDateLocal: '2025-06-01T19:30:00+02:00', elapsedTime: 3600 } as const;

describe('createActivity', () => {
  it('posts the fields as a form under the API\'s names, marks as 1 and 0, and gives the 201 answer', async () => {
    answering(201, '{"id":9223372036854775807,"manual":true}');
    const activity = await client().createActivity({ ...YOGA, description: 'Hips', distance: 0, trainer: true, commute: false });
    const [request] = server.requests;
    expect(`${request?.method} ${request?.path}`).toBe('POST /activities');
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...new URLSearchParams(request?.body)]).toEqual([
      ['name', 'Evening yoga'], ['sport_type', 'Yoga'], ['start_date_local', '2025-06-01T19:30:00+02:00'], ['elapsed_time', '3600'],
      ['description', 'Hips'], ['distance', '0'], ['trainer', '1'], ['commute', '0'],
    ]);
    expect(activity).toEqual({ id: 9223372036854775807n, manual: true });
  });

  it.each([
    ['without a name', { ...YOGA, name: undefined }, new TypeError('createActivity: fields.name is required (a non-empty string)')],
    ['without a sport', { name: 'Yoga', startDateLocal: YOGA.startDateLocal, elapsedTime: 60 }, new TypeError('createActivity: fields.sportType is required (a non-empty string)')],
    ['without a start', { ...YOGA, startDateLocal: undefined }, new TypeError('createActivity: fields.startDateLocal is required (an RFC 3339 date-time with its UTC offset, such as 2025-10-18T19:04:26-04:00)')],
    ['without a time', { ...YOGA, elapsedTime: undefined }, new TypeError('createActivity: fields.elapsedTime is required (a positive whole number of seconds)')],
    ['with the API\'s name of a field', { ...YOGA, elapsed_time: 60 }, new TypeError('createActivity: fields has no field "elapsed_time" (the API\'s elapsed_time is elapsedTime here); it takes name, sportType, startDateLocal, elapsedTime, description, distance, trainer, commute')],
    ['with a field it does not take', { ...YOGA, type: 'Yoga' }, new TypeError('createActivity: fields has no field "type"; it takes name, sportType, startDateLocal, elapsedTime, description, distance, trainer, commute')],
    ['with a Date for its start', { ...YOGA, startDateLocal: new Date() }, new TypeError('createActivity: fields.startDateLocal must be an RFC 3339 date-time with its UTC offset, such as 2025-10-18T19:04:26-04:00, received a Date (an instant; give the local time with its offset)')],
    ['with a start without its offset', { ...YOGA, startDateLocal: '2025-06-01T19:30:00' }, new TypeError('createActivity: fields.startDateLocal must be an RFC 3339 date-time with its UTC offset, such as 2025-10-18T19:04:26-04:00, received "2025-06-01T19:30:00"')],
    ['with a start that is no day', { ...YOGA, startDateLocal: '2025-02-30T19:30:00Z' }, new TypeError('createActivity: fields.startDateLocal must be an RFC 3339 date-time with its UTC offset, such as 2025-10-18T19:04:26-04:00, received "2025-02-30T19:30:00Z"')],
    ['with a time as text', { ...YOGA, elapsedTime: '3600' }, new TypeError('createActivity: fields.elapsedTime must be a positive whole number of seconds, received a string')],
    ['with a time of 0', { ...YOGA, elapsedTime: 0 }, new RangeError('createActivity: fields.elapsedTime must be a positive whole number of seconds, received 0')],
    ['with a time in fractions', { ...YOGA, elapsedTime: 90.5 }, new RangeError('createActivity: fields.elapsedTime must be a positive whole number of seconds, received 90.5')],
    ['with a negative distance', { ...YOGA, distance: -1 }, new RangeError('createActivity: fields.distance must be a number of meters, 0 or more, received -1')],
    ['with a distance of NaN', { ...YOGA, distance: Number.NaN }, new RangeError('createActivity: fields.distance must be a number of meters, 0 or more, received NaN')],
    ['with a commute mark of 1', { ...YOGA, commute: 1 }, new TypeError('createActivity: fields.commute must be a boolean, received a number')],
    ['with a description that is no text', { ...YOGA, description: ['hips'] }, new TypeError('createActivity: fields.description must be a string, received an array')],
    ['with a distance as text', { ...YOGA, distance: '5 km' }, new TypeError('createActivity: fields.distance must be a number of meters, 0 or more, received a string')],
    ['with a start in epoch seconds', { ...YOGA, startDateLocal: 1748799000 }, new TypeError('createActivity: fields.startDateLocal must be an RFC 3339 date-time with its UTC offset, such as 2025-10-18T19:04:26-04:00, received a number')],
    ['given no object', null, new TypeError('createActivity: fields must be an object, received null')],
    ['given an array', [YOGA], new TypeError('createActivity: fields must be an object, received an array')],
  ])('refuses an activity %s before any request', async (_, fields, expected) => {
    answering(201);
    const rejection = client().createActivity(fields as never);
    await expect(rejection).rejects.toThrow(expected);
    await expect(rejection).rejects.toBeInstanceOf(expected.constructor);
    expect(server.requests).toEqual([]);
  });

  it('reads fields from own properties only: an inherited one is not given', async () => {
    answering(201);
    const fields = Object.assign(Object.create({ name: 'Inherited' }) as object, { sportType: 'Yoga', startDateLocal: YOGA.startDateLocal, elapsedTime: 60 });
    await expect(client().createActivity(fields as never)).rejects.toThrow('createActivity: fields.name is required');
    expect(server.requests).toEqual([]);
  });
});

describe('updateActivity', () => {
  it('puts the changes given as JSON under the API\'s names, booleans as booleans, and nothing else', async () => {
    answering(200);
    await client().updateActivity(9223372036854775807n, {
      name: 'Commute home', sportType: 'GravelRide', description: '', commute: true, trainer: false, hideFromHome: true, gearId: 'none',
    });
    await client().updateActivity(1, { name: 'Only this', description: undefined });
    const [all, one] = server.requests;
    expect(`${all?.method} ${all?.path}`).toBe('PUT /activities/9223372036854775807');
    expect(all?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(all?.body ?? '')).toEqual({ name: 'Commute home', sport_type: 'GravelRide', description: '', commute: true, trainer: false, hide_from_home: true, gear_id: 'none' });
    expect(one?.body).toBe('{"name":"Only this"}');
  });

  it.each([
    ['no change', {}, new RangeError('updateActivity: changes must give at least one of name, sportType, description, commute, trainer, hideFromHome, gearId')],
    ['only changes set to undefined', { name: undefined }, new RangeError('updateActivity: changes must give at least one of name, sportType, description, commute, trainer, hideFromHome, gearId')],
    ['a field it cannot change', { distance: 5000 }, new TypeError('updateActivity: changes has no field "distance"; it takes name, sportType, description, commute, trainer, hideFromHome, gearId')],
    ['the API\'s name of a field', { hide_from_home: true }, new TypeError('updateActivity: changes has no field "hide_from_home" (the API\'s hide_from_home is hideFromHome here); it takes name, sportType, description, commute, trainer, hideFromHome, gearId')],
    ['a commute mark as text', { commute: 'true' }, new TypeError('updateActivity: changes.commute must be a boolean, received a string')],
    ['an empty name', { name: '' }, new TypeError('updateActivity: changes.name must be a non-empty string, received an empty string')],
    ['a gear of null', { gearId: null }, new TypeError('updateActivity: changes.gearId must be a non-empty string, received null')],
  ])('refuses %s before any request', async (_, changes, expected) => {
    answering(200);
    const rejection = client().updateActivity(1, changes as never);
    await expect(rejection).rejects.toThrow(expected);
    await expect(rejection).rejects.toBeInstanceOf(expected.constructor);
    expect(server.requests).toEqual([]);
  });

  it('refuses an id that is not one before any request', async () => {
    answering(200);
    await expect(client().updateActivity(-1, { name: 'x' })).rejects.toThrow(new TypeError('updateActivity: id must be a non-negative safe integer or bigint, received -1'));
    expect(server.requests).toEqual([]);
  });
});

describe('updateAthlete', () => {
  it('puts the weight as a form, in kilograms', async () => {
    answering(200, '{"id":134815,"weight":71.5}');
    await expect(client().updateAthlete({ weight: 71.5 })).resolves.toEqual({ id: 134815, weight: 71.5 });
    expect(`${server.requests[0]?.method} ${server.requests[0]?.path}`).toBe('PUT /athlete');
    expect(server.requests[0]?.body).toBe('weight=71.5');
  });

  it.each([
    [{}, new TypeError('updateAthlete: changes.weight is required (a number of kilograms, more than 0)')],
    [{ weight: 0 }, new RangeError('updateAthlete: changes.weight must be a number of kilograms, more than 0, received 0')],
    [{ weight: Number.POSITIVE_INFINITY }, new RangeError('updateAthlete: changes.weight must be a number of kilograms, more than 0, received Infinity')],
    [{ weight: '70' }, new TypeError('updateAthlete: changes.weight must be a number of kilograms, more than 0, received a string')],
    [{ weight: 70, ftp: 250 }, new TypeError('updateAthlete: changes has no field "ftp"; it takes weight')],
  ])('refuses %j before any request', async (changes, expected) => {
    answering(200);
    const rejection = client().updateAthlete(changes as never);
    await expect(rejection).rejects.toThrow(expected);
    await expect(rejection).rejects.toBeInstanceOf(expected.constructor);
    expect(server.requests).toEqual([]);
  });
});

describe('starSegment', () => {
  it('puts starred as a form, true to star and false to unstar', async () => {
    answering(200, '{"id":229781,"starred":true}');
    await client().starSegment(229781, true);
    await client().starSegment(229781, false);
    expect(server.requests.map((request) => `${request.method} ${request.path} ${request.body}`)).toEqual([
      'PUT /segments/229781/starred starred=true',
      'PUT /segments/229781/starred starred=false',
    ]);
  });

  it('refuses starred that is not a boolean before any request', async () => {
    answering(200);
    await expect(client().starSegment(229781, 'yes' as never)).rejects.toThrow(new TypeError('starSegment: starred must be a boolean, received a string'));
    expect(server.requests).toEqual([]);
  });
});
