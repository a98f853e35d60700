import { describeKind } from '../../parse/received-value.js';

// The one check of an upload made when it is called, before its module is loaded
// (`write-calls.ts`): the bytes are taken then, as the caller gave them.

/**
 * The file's bytes as a part of a form takes them: a `Blob` as it is, bytes copied into
 * a new one (so that a later change to the caller's array changes nothing sent).
 *
 * @throws TypeError for anything else; RangeError for an empty file, bytes whose buffer was
 *   transferred (detached) among them.
 */
export function fileBytes(file: unknown, where: string): Blob {
  const isBytes = file instanceof Uint8Array || file instanceof ArrayBuffer;
  if (!isBytes && !(file instanceof Blob)) throw new TypeError(`${where}: file must be a Blob, a Uint8Array or an ArrayBuffer, received ${describeKind(file)}`);
  // A detached buffer reads as 0 bytes, and a Blob made of it throws the engine's own TypeError.
  if (isBytes ? file.byteLength === 0 : file.size === 0) throw new RangeError(`${where}: file is empty`);
  return file instanceof Blob ? file : new Blob([file as Uint8Array<ArrayBuffer>]);
}
