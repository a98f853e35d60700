// The seeded generator of API bodies: one athlete and everything the API says of them
// (bench/dataset/, one concept a file), and the laps the benchmarks parse. Same seed, same
// bodies, byte for byte. Typed by dataset.d.mts for the tests written in TypeScript.

export { random, shuffled } from './dataset/random.mjs';
export { apiFigures, LONGEST_RECORDING_STEP } from './dataset/api-figures.mjs';
export { apiText } from './dataset/api-text.mjs';
export { PAUSE_SECONDS, STREAM_TYPES } from './dataset/recording.mjs';
export { createDataset } from './dataset/world.mjs';
export { generateLaps } from './dataset/bench-laps.mjs';
export { generateStreams } from './dataset/long-ride.mjs';
