#!/usr/bin/env node
// The `activity-records` command. Node only: it reads files and standard input.
import { readFile } from 'node:fs/promises';
import { EXIT, runCli } from './run-cli.js';

const PROGRESS_FROM_BYTES = 8 * 1024 * 1024;

/** Standard input as text, with a progress line on a terminal's stderr once it is large. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let shown = false;
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    bytes += chunk.length;
    if (bytes >= PROGRESS_FROM_BYTES && process.stderr.isTTY) {
      process.stderr.write(`\rreading standard input: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
      shown = true;
    }
  }
  if (shown) process.stderr.write('\n');
  return Buffer.concat(chunks).toString('utf8');
}

runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFile(path, 'utf8'),
  readStdin,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`activity-records: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = EXIT.failure;
  },
);
