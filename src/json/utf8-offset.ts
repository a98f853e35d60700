/**
 * The offset of the first byte of `bytes` that begins no UTF-8 character (a Latin-1 `é`,
 * a stray continuation byte, an overlong form, a surrogate, a sequence cut short), or
 * `bytes.length` when all of it is UTF-8. The rules are those of the decoder (Unicode's
 * table 3-7 of well-formed sequences).
 */
export function firstNonUtf8Offset(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    if (lead < 0x80) {
      index++;
      continue;
    }
    let following: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) following = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      following = 2;
      if (lead === 0xe0) low = 0xa0;
      else if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      following = 3;
      if (lead === 0xf0) low = 0x90;
      else if (lead === 0xf4) high = 0x8f;
    } else return index;
    for (let next = 1; next <= following; next++) {
      const byte = bytes[index + next];
      if (byte === undefined || byte < low || byte > high) return index;
      low = 0x80;
      high = 0xbf;
    }
    index += following + 1;
  }
  return index;
}
