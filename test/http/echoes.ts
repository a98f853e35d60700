import { inspect } from 'node:util';
import { expect } from 'vitest';

/** `text` with every character a `\uXXXX` escape, hex digits in the case asked. */
function everyCharacterEscaped(text: string, upper: boolean): string {
  return Array.from({ length: text.length }, (_, index) => {
    const hex = text.charCodeAt(index).toString(16).padStart(4, '0');
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  }).join('');
}

/** Every form in which an answer may echo `secret`. */
export function echoes(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const escaped = (upper: boolean) => json.replace(/[\u007f-\uffff]/g, (c) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${upper ? hex.toUpperCase() : hex}`;
  });
  // As Rails and Go write JSON by default: <, > and & escaped too, so that it is safe in HTML.
  const htmlSafe = escaped(false).replace(/[<>&]/g, (c) => everyCharacterEscaped(c, false));
  // Percent-encoding of every character encodeURIComponent leaves as it is but letters and digits.
  const allPercent = encodeURIComponent(secret).replace(/[!'()*~._-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
    json,
    json.replaceAll('/', '\\/'),
    escaped(false),
    escaped(true),
    escaped(false).replaceAll('/', '\\/'),
    htmlSafe,
    everyCharacterEscaped(secret, false),
    everyCharacterEscaped(secret, true),
    allPercent,
    everyCharacterEscaped(encodeURIComponent(secret), false),
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
