// The timing method of the bench scripts that measure many inputs of different sizes
// (activities.mjs): every task once per round, in a new seeded shuffled order each round,
// after warm-up rounds in which each task learns how many calls make a run last at least
// `minRunMs` (a call of half a millisecond timed alone takes a whole collection's pause
// when one falls in it). Each task's figure is the min, median and max over the rounds of
// its time per call; ratios are taken between medians of one process. Time is the
// process's CPU time (`process.cpuUsage`, user and system), as compare-builds.mjs takes
// it: on a machine shared with other work, wall time counts the time other processes
// take, in bursts that fell on one task and not another (a task's median moved by 3x
// between runs where its CPU time moved by a tenth).
import { random, shuffled } from './dataset.mjs';
import { spreadOf } from './spread.mjs';

/**
 * Runs `tasks` (`{ name, run }`, `run` returning something) for `warmup` then `rounds`
 * rounds and gives a map from each task's name to its spread in ms per call.
 */
export function timeRounds(tasks, { rounds, warmup, seed, minRunMs }) {
  const samples = new Map(tasks.map((task) => [task.name, []]));
  const calls = new Map(tasks.map((task) => [task.name, 1]));
  const nextRandom = random(seed);
  for (let round = 0; round < warmup + rounds; round++) {
    for (const task of shuffled(tasks, nextRandom)) {
      const perCall = timed(task, calls.get(task.name));
      if (round >= warmup) samples.get(task.name).push(perCall);
      else calls.set(task.name, Math.max(1, Math.round(minRunMs / perCall)));
    }
  }
  return new Map(tasks.map((task) => [task.name, { ...spreadOf(samples.get(task.name)), calls: calls.get(task.name) }]));
}

/** One timed run of `calls` calls, in ms of CPU time per call; the result is dropped on return (see run.mjs). */
function timed(task, calls) {
  let result;
  const start = process.cpuUsage();
  for (let call = 0; call < calls; call++) result = task.run();
  const { user, system } = process.cpuUsage(start);
  const elapsed = (user + system) / 1000;
  if (result === undefined) throw new Error(`${task.name} returned nothing`);
  return elapsed / calls;
}
