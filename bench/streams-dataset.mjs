// Realistic stream bodies of any length, from the project's generator (bench/dataset.mjs):
// a ride recorded a sample a second with every sensor, all eleven stream types, its stops
// and sensor drop-outs (nulls) as a recording has them, cut to the length asked. Numbers
// have the API's precision (a tenth for distance and altitude, a thousandth for speed, six
// decimals for positions), so the text has its size: about 75 bytes a point.
export { generateStreams } from './dataset.mjs';
