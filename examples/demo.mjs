// npm run demo: the inspect command on real API bodies (a multi-lap ride with its pace
// bars, a zone chart) and on an invalid body, then the code of examples/walk-the-graph.mjs
// and what it prints: related records reached through lazy accessors.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const cli = join(root, 'dist', 'cli.js');

function inspect(file, ...options) {
  const path = relative(root, join(here, file));
  console.log(`$ activity-records inspect ${[path, ...options].join(' ')}`);
  const { status } = spawnSync(process.execPath, [cli, 'inspect', path, ...options], { cwd: root, stdio: 'inherit' });
  console.log(`(exit code ${status})\n`);
}

inspect('laps-ride-2025.json', '--pace');
inspect('zones-marathon-2018.json');
inspect('invalid-laps.json');

const graph = join(here, 'walk-the-graph.mjs');
console.log(`$ cat ${relative(root, graph)}\n`);
console.log(readFileSync(graph, 'utf8'));
console.log(`$ node ${relative(root, graph)}\n`);
await import(graph);
