// The records `waitForUpload` (activity-records/http) loads with `import()`, in one module:
// loaded one by one, the upload's module became a chunk of its own in the build, and every
// bundle of the main entry that reaches it paid for the seam (import { Lap } 77 B more,
// the main entry 85 B, measured with esbuild); loaded together, the build keeps its chunks
// as they were.
export { DetailedActivity } from './detailed-activity.js';
export { Upload } from './upload.js';
