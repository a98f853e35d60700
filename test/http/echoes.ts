import { inspect } from 'node:util';
import { expect } from 'vitest';

/** Every form in which an answer may echo `secret`. */
export function echoes(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const escaped = (upper: boolean) => json.replace(/[\u007f-\uffff]/g, (c) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  });
  return [
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
    json,
    json.replaceAll('/', '\\/'),
    escaped(false),
    escaped(true),
    escaped(false).replaceAll('/', '\\/'),
  ];
}

/** Everything a person or a log could see of an error. */
export function everythingShown(error: unknown): string {
  const shown = [
    inspect(error, { showHidden: true, depth: Number.POSITIVE_INFINITY }),
    inspect(error, { depth: Number.POSITIVE_INFINITY }),
    String(error),
  ];
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    shown.push(current.message, current.stack ?? '', JSON.stringify(Object.entries(current)));
  }
  return shown.join('\n');
}

/** Fails naming the form when any echo of `secret` shows in `error`. */
export function expectNoEcho(error: unknown, secret: string): void {
  const shown = everythingShown(error);
  for (const form of echoes(secret)) expect(shown, `the form ${form}`).not.toContain(form);
}

