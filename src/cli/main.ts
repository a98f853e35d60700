#!/usr/bin/env node
// The `activity-records` command. Node only: it reads files and standard input.
import { readFile } from 'node:fs/promises';
import { version } from '../../package.json';
import { EXIT, PROGRAM, runCli, type Output } from './run-cli.js';
import { fitToWidth, messageOf } from './terminal-text.js';

const PROGRESS_FROM_BYTES = 8 * 1024 * 1024;
/** Widest an error's message is printed, in terminal columns. */
const MESSAGE_WIDTH = 200;

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

/**
 * An `Output` over a stream that waits for it to drain, and that reports a reader which
 * has gone (`| head`: EPIPE) as the end of output, never as a crash or a stack trace.
 */
function outputTo(stream: NodeJS.WriteStream): Output {
  let open = true;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (open && error.code !== 'EPIPE') {
      process.stderr.write(`${PROGRAM}: cannot write: ${fitToWidth(error.message, MESSAGE_WIDTH)}\n`);
      process.exitCode = EXIT.failure;
    }
    open = false;
  });
  return (text) => {
    if (!open) return false;
    if (stream.write(text)) return true;
    return new Promise((resolve) => {
      const settle = () => {
        stream.off('drain', settle);
        stream.off('close', settle);
        stream.off('error', settle);
        resolve(open);
      };
      stream.on('drain', settle).on('close', settle).on('error', settle);
    });
  };
}

const stdout = outputTo(process.stdout);
const stderr = outputTo(process.stderr);

runCli(process.argv.slice(2), {
  stdout,
  stderr,
  readFile: (path) => readFile(path, 'utf8'),
  readStdin,
  version,
}).then(
  (code) => {
    process.exitCode ??= code;
  },
  (error: unknown) => {
    void stderr(`${PROGRAM}: unexpected failure: ${fitToWidth(messageOf(error), MESSAGE_WIDTH)}\n`);
    process.exitCode = EXIT.failure;
  },
);
