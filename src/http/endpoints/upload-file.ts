import { describeKind } from '../../parse/received-value.js';

// The one check of an upload made when it is called, before its module is loaded
// (`write-calls.ts`): the bytes are taken then, as the caller gave them.

/**
 * The file's bytes as a part of a form takes them: a `Blob` as it is, bytes copied into
 * a new one (so that a later change to the caller's array changes nothing sent).
 *
 * @throws TypeError for anything else; RangeError for an empty file.
 */
export function fileBytes(file: unknown, where: string): Blob {
  let bytes: Blob;
  if (file instanceof Blob) bytes = file;
  else if (file instanceof Uint8Array) bytes = new Blob([file as Uint8Array<ArrayBuffer>]);
  else if (file instanceof ArrayBuffer) bytes = new Blob([file]);
  else throw new TypeError(`${where}: file must be a Blob, a Uint8Array or an ArrayBuffer, received ${describeKind(file)}`);
  if (bytes.size === 0) throw new RangeError(`${where}: file is empty`);
  return bytes;
}
