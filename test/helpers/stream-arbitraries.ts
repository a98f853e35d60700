import fc from 'fast-check';

/**
 * JSON texts of stream bodies, written as a person or a server might write them: keys in
 * any order and sometimes twice, `type` before or after `data`, numbers in every spelling
 * JSON allows (exponents, long fractions, `-0`, integers beyond 2^53, `1e400`), strings
 * and keys with escapes and lone surrogates, whitespace anywhere, and samples of the wrong
 * kind now and then. Built as a tree of text pieces (an object may hold a key twice, which
 * no JS value can), then written out with the whitespace drawn for the text.
 */
export type TextNode =
  | { readonly kind: 'raw'; readonly text: string }
  | { readonly kind: 'array'; readonly items: readonly TextNode[] }
  | { readonly kind: 'object'; readonly entries: readonly (readonly [key: string, value: TextNode])[] };

const raw = (text: string): TextNode => ({ kind: 'raw', text });
const array = (items: readonly TextNode[]): TextNode => ({ kind: 'array', items });
const object = (entries: readonly (readonly [string, TextNode])[]): TextNode => ({ kind: 'object', entries });

const TYPES = ['time', 'distance', 'latlng', 'altitude', 'velocity_smooth', 'heartrate', 'cadence', 'watts', 'temp', 'moving', 'grade_smooth'] as const;
type Kind = 'integer' | 'number' | 'latlng' | 'boolean';
const KINDS: Record<(typeof TYPES)[number], Kind> = {
  time: 'integer', distance: 'number', latlng: 'latlng', altitude: 'number', velocity_smooth: 'number', heartrate: 'integer',
  cadence: 'integer', watts: 'integer', temp: 'integer', moving: 'boolean', grade_smooth: 'number',
};

const digits = (min: number, max: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));

/** A number in any spelling JSON allows. */
export const numberText: fc.Arbitrary<string> = fc
  .tuple(
    fc.boolean(),
    fc.oneof(fc.constant('0'), fc.tuple(fc.integer({ min: 1, max: 9 }), digits(0, 24)).map(([first, rest]) => `${first}${rest}`)),
    fc.option(digits(1, 22), { nil: undefined }),
    fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits(1, 3)).map((parts) => parts.join('')), { nil: undefined, freq: 4 }),
  )
  .map(([negative, whole, fraction, exponent]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}${exponent ?? ''}`);

/** An integer in any spelling that reads as a safe integer: -0, beyond an int32, `1.0`, `1e2`. */
const goodIntegerText = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -300, max: 100_000 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('-0', '0', '2147483647', '2147483648', '-2147483648', '-2147483649', '9007199254740991', '-9007199254740991', '1.0', '1e2', '-0.0', '4.000e1') },
);
/** An integer as real bodies write them, now and then a number that is no safe integer. */
const integerText = fc.oneof(
  { weight: 8, arbitrary: goodIntegerText },
  { weight: 1, arbitrary: fc.constantFrom('1.5', '9007199254740992', '9007199254740993', '1e400', '-1e20', '123456789012345678901234567890') },
  { weight: 1, arbitrary: numberText },
);
/** A finite number: one decimal as real bodies write it, any double, -0, long fractions, exponents. */
const goodDecimalText = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -10_000, max: 1_000_000 }).map((tenths) => String(tenths / 10)) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('-0', '0.1000000000000000055511151231257827', '9007199254740992', '18014398509481984', '1E-7', '2.5e+3', '0.000000000000000000001') },
);
/** A number as real bodies write them, now and then any spelling (`1e400` is no finite number). */
const decimalText = fc.oneof({ weight: 8, arbitrary: goodDecimalText }, { weight: 1, arbitrary: numberText }, { weight: 1, arbitrary: fc.constantFrom('12345678901234567', '9007199254740993', '1e400') });
const coordinateText = (limit: number, clean: boolean) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: -limit * 1e6, max: limit * 1e6 }).map((millionths) => String(millionths / 1e6)) },
    { weight: 1, arbitrary: fc.constantFrom(String(limit), String(-limit), '-0', '1e1', '0.00000000000000000001') },
    { weight: clean ? 0 : 1, arbitrary: fc.constantFrom(`${limit}.000001`, '123456789012345678', '1e400', '"1"') },
  );

/** A string with escapes (short and \\u, in either case), lone surrogates and non-ASCII characters. */
export const stringText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 8, arbitrary: fc.string({ unit: 'grapheme', maxLength: 3 }) },
      { weight: 2, arbitrary: fc.constantFrom('"', '\\', '/', '\b', '\f', '\n', '\r', '\t', '\u0001', '\u001f', '\u007f', '\u2028', '\ud800', '\udfff', '\ud83d\ude00') },
    ),
    { maxLength: 5 },
  )
  .chain((pieces) => fc.array(fc.integer({ min: 0, max: 3 }), { minLength: pieces.join('').length, maxLength: pieces.join('').length }).map((spellings) => {
    const text = pieces.join('');
    let written = '"';
    for (let i = 0; i < text.length; i++) written += spell(text.charCodeAt(i), spellings[i] ?? 0);
    return `${written}"`;
  }));

/** A string key written with escapes where `spellings` says: `"d\u0061ta"` is the key `data`. */
export const keyText = (key: string): fc.Arbitrary<string> =>
  fc.array(fc.integer({ min: 0, max: 7 }), { minLength: key.length, maxLength: key.length }).map((spellings) => {
    let written = '"';
    for (let i = 0; i < key.length; i++) written += spell(key.charCodeAt(i), spellings[i] === 7 ? 2 : 0);
    return `${written}"`;
  });

/** One character as JSON text may write it: 0 raw where allowed, 1 a short escape where there is one, 2 \\u lower case, 3 \\u upper case. */
function spell(code: number, spelling: number): string {
  const short: Record<number, string> = { 0x22: '\\"', 0x5c: '\\\\', 0x2f: '\\/', 0x08: '\\b', 0x0c: '\\f', 0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t' };
  const hex = code.toString(16).padStart(4, '0');
  if (spelling === 2) return `\\u${hex}`;
  if (spelling === 3) return `\\u${hex.toUpperCase()}`;
  if (spelling === 1 && short[code] !== undefined) return short[code];
  if (code < 0x20 || code === 0x22 || code === 0x5c) return short[code] ?? `\\u${hex}`;
  return String.fromCharCode(code);
}

/** Any JSON value, as text pieces, nested a few levels; unless `finite`, its numbers may be too large for a double (`1e400`). */
function jsonNode(finite: boolean): fc.Arbitrary<TextNode> {
  return fc.letrec<{ value: TextNode }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(raw('null'), raw('true'), raw('false')),
      (finite ? goodDecimalText : numberText).map(raw),
      stringText.map(raw),
      fc.array(tie('value'), { maxLength: 3 }).map(array),
      fc.array(fc.tuple(stringText, tie('value')), { maxLength: 3 }).map(object),
    ),
  })).value;
}

/** Any JSON value, as text pieces. */
export const valueNode: fc.Arbitrary<TextNode> = jsonNode(false);

/** One sample of `kind`: one of its kind or null; unless `clean`, now and then anything. */
function sampleNode(kind: Kind, clean: boolean): fc.Arbitrary<TextNode> {
  const own =
    kind === 'integer' ? (clean ? goodIntegerText : integerText).map(raw)
      : kind === 'number' ? (clean ? goodDecimalText : decimalText).map(raw)
        : kind === 'boolean' ? fc.constantFrom(raw('true'), raw('false'))
          : fc.tuple(coordinateText(90, clean), coordinateText(180, clean)).map(([latitude, longitude]) => array([raw(latitude), raw(longitude)]));
  if (clean) return fc.oneof({ weight: 12, arbitrary: own }, { weight: 1, arbitrary: fc.constant(raw('null')) });
  return fc.oneof({ weight: 12, arbitrary: own }, { weight: 2, arbitrary: fc.constant(raw('null')) }, { weight: 1, arbitrary: valueNode });
}

/** An unknown key of a stream or a set; in a `clean` body, its numbers are finite. */
const extraEntry = (clean: boolean) =>
  fc.tuple(fc.oneof(stringText, fc.constantFrom('"__proto__"', '"constructor"', '"resource_state"', '"toString"', '"0"')), clean ? jsonNode(true) : valueNode);

/**
 * The entries of a stream object of `type`, `count` samples, with `type` when `typed`, in
 * some order, a key now and then twice. Unless `clean`, fields and samples may be wrong.
 */
function streamEntries(type: string, count: number, typed: boolean, clean: boolean): fc.Arbitrary<(readonly [string, TextNode])[]> {
  const kind: Kind = (KINDS as Record<string, Kind>)[type] ?? 'number';
  const samples = (length: number) => fc.array(sampleNode(kind, clean), { minLength: length, maxLength: length });
  return fc
    .tuple(
      samples(count),
      fc.option(clean ? goodIntegerText : integerText, { nil: undefined }),
      fc.option(fc.constantFrom('"high"', '"medium"', '"low"', 'null', ...(clean ? [] : ['7'])), { nil: undefined }),
      fc.option(fc.constantFrom('"distance"', '"time"', '"t\\u0069me"'), { nil: undefined }),
      fc.array(extraEntry(clean), { maxLength: 2 }),
      fc.option(clean ? keyText(type) : fc.oneof(fc.constantFrom(...TYPES).map((other) => `"${other}"`), valueNode.map((node) => (node.kind === 'raw' ? node.text : '5'))), { nil: undefined, freq: 6 }),
      fc.option(clean ? samples(count) : fc.array(sampleNode(kind, false), { maxLength: 3 }), { nil: undefined, freq: 6 }),
      keyText('data'),
      keyText('type'),
    )
    .chain(([first, size, resolution, series, extras, secondType, secondData, dataKey, typeKey]) => {
      const entries: [string, TextNode][] = [[dataKey, array(first)]];
      if (typed) entries.push([typeKey, raw(`"${type}"`)]);
      if (size !== undefined) entries.push(['"original_size"', raw(size)]);
      if (resolution !== undefined) entries.push(['"resolution"', raw(resolution)]);
      if (series !== undefined) entries.push(['"series_type"', raw(series)]);
      entries.push(...extras);
      return fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length }).map((shuffled) => {
        if (secondType !== undefined && (typed || !clean)) shuffled.push(['"type"', raw(secondType)]);
        if (secondData !== undefined) shuffled.push(['"data"', array(secondData)]);
        return shuffled;
      });
    });
}

/**
 * A stream body: keyed by type or an array of streams, some of the known types and now and
 * then an unknown one. A `clean` body is valid but for what duplicate keys do; any other has
 * streams of other lengths, wrong fields and wrong samples now and then.
 */
function streamBody(clean: boolean): fc.Arbitrary<TextNode> {
  return fc
    .tuple(
      fc.boolean(),
      fc.subarray([...TYPES, 'power_balance']),
      fc.integer({ min: 0, max: 6 }),
      fc.array(fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined, freq: clean ? 1000 : 12 }), { minLength: 12, maxLength: 12 }),
      fc.array(extraEntry(clean), { maxLength: 2 }),
    )
    .chain(([keyed, types, count, otherCounts, extras]) =>
      fc.tuple(...types.map((type, index) => streamEntries(type, clean ? count : (otherCounts[index] ?? count), !keyed, clean)), ...types.map((type) => keyText(type))).map((parts) => {
        const streams = parts.slice(0, types.length) as (readonly [string, TextNode])[][];
        const keys = parts.slice(types.length) as string[];
        if (!keyed) return array(streams.map((entries) => object(entries)));
        return object([...types.map((_, index): [string, TextNode] => [keys[index] ?? '""', object(streams[index] ?? [])]), ...extras]);
      }),
    );
}

/** A stream body, valid (`clean`) two times in three, else with what may be wrong. */
export const streamBodyNode: fc.Arbitrary<TextNode> = fc.oneof({ weight: 2, arbitrary: streamBody(true) }, { weight: 1, arbitrary: streamBody(false) });

/**
 * A keyed body larger than the 64 KiB chunks `StreamSet.parseJSON` reads samples in: an
 * unknown key of `padding` characters first, so that a chunk ends anywhere in the samples
 * after it; then streams of every kind, hundreds of samples each, now and then a sample
 * that is no number (a string, with non-ASCII characters too), a run of whitespace longer
 * than a chunk, or a number too long for the fast path.
 */
export const largeBodyText: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 65_300, max: 65_600 }),
    fc.integer({ min: 150, max: 400 }),
    fc.constantFrom('', ' ', '\n  '),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom('"é"', '"\\u00e9"', 'null', `${' '.repeat(70_000)}1`, '123456789012345678901234567890', '1e2', '-0', '"\ud800"')), { maxLength: 4 }),
  )
  .chain(([padding, count, space, oddities]) =>
    fc.tuple(...(['time', 'distance', 'latlng', 'moving'] as const).map((type) => fc.array(sampleNode(KINDS[type], true), { minLength: count, maxLength: count }))).map((streams) => {
      const [time = [], distance = [], latlng = [], moving = []] = streams.map((samples) => samples.map((sample) => writeText(sample, [space])));
      for (const [at, oddity] of oddities) {
        const samples = [time, distance, latlng, moving][at % 4] ?? time;
        samples[at % samples.length] = oddity;
      }
      const data = (samples: string[]) => `{${space}"data":${space}[${samples.join(`,${space}`)}]}`;
      return `{"padding": "${'x'.repeat(padding)}", "time": ${data(time)}, "distance": ${data(distance)}, "latlng": ${data(latlng)}, "moving": ${data(moving)}}`;
    }),
  );

/** Whitespace to write between tokens: none, a space, or any run of JSON's four. */
export const spacing: fc.Arbitrary<readonly string[]> = fc.oneof(
  fc.constant(['']),
  fc.constant([' ']),
  fc.array(fc.stringMatching(/^[ \t\n\r]{0,3}$/), { minLength: 1, maxLength: 7 }),
);

/** The text of a tree, the whitespace between tokens taken from `spaces` in turn. */
export function writeText(node: TextNode, spaces: readonly string[]): string {
  let turn = 0;
  const space = () => spaces[turn++ % spaces.length] ?? '';
  const write = (current: TextNode): string => {
    switch (current.kind) {
      case 'raw':
        return current.text;
      case 'array':
        return `[${space()}${current.items.map((item) => `${write(item)}${space()}`).join(`,${space()}`)}]`;
      case 'object':
        return `{${space()}${current.entries.map(([key, value]) => `${key}${space()}:${space()}${write(value)}${space()}`).join(`,${space()}`)}}`;
    }
  };
  return `${space()}${write(node)}${space()}`;
}

/** The places of `text` where JSON's punctuation is: most edits there change what the text is. */
function punctuation(text: string): number[] {
  const places: number[] = [];
  for (let i = 0; i < text.length; i++) if ('[]{},:"'.includes(text.charAt(i))) places.push(i);
  return places;
}

/** An edit that most likely makes JSON text no longer JSON (or JSON of another value). */
export const textEdit: fc.Arbitrary<(text: string) => string> = fc.oneof(
  fc.nat().map((at) => (text: string) => text.slice(0, at % (text.length + 1))),
  fc.nat().map((at) => (text: string) => text.slice(0, at % (text.length + 1)) + text.slice((at % (text.length + 1)) + 1)),
  fc.tuple(fc.nat(), fc.constantFrom('"', ',', ':', '[', ']', '{', '}', '-', '.', 'e', '0', '\\', ' ', '\u0000', '\ufeff', 'n', 't'))
    .map(([at, insert]) => (text: string) => text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1))),
  fc.tuple(fc.nat(), fc.constantFrom('"', ',', ']', '}', 'x', '\\', '\u001f', 'E'))
    .map(([at, replacement]) => (text: string) => text.slice(0, at % (text.length + 1)) + replacement + text.slice((at % (text.length + 1)) + 1)),
  fc.tuple(fc.nat(), fc.boolean(), fc.constantFrom(',', ']', '[', '}', '{', ':', '"', '.', '-', '0', 'e', 'null', 'true', '+1', '1.', '.5', '01', '1e', 'NaN', '[1,2]', ''))
    .map(([which, after, insert]) => (text: string) => {
      const places = punctuation(text);
      if (places.length === 0) return text + insert;
      const at = (places[which % places.length] ?? 0) + (after ? 1 : 0);
      return insert === '' ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + insert + text.slice(at);
    }),
  fc.constantFrom((text: string) => `\ufeff${text}`, (text: string) => `${text} x`, (text: string) => `${text},`),
);
