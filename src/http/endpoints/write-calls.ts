// The writes `FetchClient` loads with `import()` when one is first called, in one module: a
// bundler that splits code leaves them (the fields' reader, the multipart form, the
// activities' and the athlete's fields) out of what a read-only app loads at once, and one
// module makes one chunk, one seam.
export { uploadActivity } from './uploads.js';
export { createActivity, updateActivity } from './activity-writes.js';
export { starSegment, updateAthlete } from './profile-writes.js';
