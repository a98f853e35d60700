#!/usr/bin/env node
// The `activity-records` command. Node only: it reads files and standard input.
import { createReadStream } from 'node:fs';
import { version } from '../../package.json';
import { EXIT, PROGRAM, runCli, type Output } from './run-cli.js';
import { fitToWidth, messageOf } from './terminal-text.js';

const PROGRESS_FROM_BYTES = 8 * 1024 * 1024;
/** Widest an error's message is printed, in terminal columns. */
const MESSAGE_WIDTH = 200;

/** Standard input's bytes as they arrive, with a progress line on a terminal's stderr once they are many. */
async function* readStdin(): AsyncGenerator<Uint8Array, void, undefined> {
  let bytes = 0;
  let shown = false;
  try {
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes >= PROGRESS_FROM_BYTES && process.stderr.isTTY) {
        process.stderr.write(`\rreading standard input: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
        shown = true;
      }
      yield chunk;
    }
  } finally {
    if (shown) process.stderr.write('\n');
  }
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
  readFile: (path) => createReadStream(path),
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
