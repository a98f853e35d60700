// The records of an activity's graph that its accessors load on demand, in one module. A
// bundler that splits code at `import()` makes a chunk per module loaded so; were each of
// these loaded alone, the code that `import { Lap }` loads at once would be cut into more
// chunks along the lines between them, each a file of its own and gzipped alone (about 600 B
// more in all, measured with esbuild). Loaded together, they reach everything `Lap` does, and
// leave its code in as few chunks as before.
export { DetailedGear } from './detailed-gear.js';
export { DetailedSegment } from './detailed-segment.js';
export { Lap } from './lap.js';
export { SegmentEffort } from './segment-effort.js';
