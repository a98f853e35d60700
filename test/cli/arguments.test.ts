import { describe, expect, it } from 'vitest';
import { parseArguments, USAGE } from '../../src/cli/arguments.js';
import { BODY_KINDS } from '../../src/cli/body-kinds.js';
import { UsageError } from '../../src/cli/errors/usage-error.js';

describe('parseArguments', () => {
  it('reads inspect with its options, in any order, = or a separate value', () => {
    expect(parseArguments(['inspect', 'a.json'])).toEqual({ kind: 'inspect', source: 'a.json', options: { units: 'metric', json: false, motion: 'auto', sport: null, laps: null } });
    expect(parseArguments(['--units', 'imperial', 'inspect', '-', '--json', '--pace'])).toEqual({
      kind: 'inspect', source: '-', options: { units: 'imperial', json: true, motion: 'pace', sport: null, laps: null },
    });
    expect(parseArguments(['inspect', 'a.json', '--units=metric', '--speed'])).toMatchObject({ options: { motion: 'speed' } });
    expect(parseArguments(['inspect', '--', '-odd-name.json'])).toMatchObject({ source: '-odd-name.json' });
    expect(parseArguments(['inspect', 'laps.json', '--sport', 'Swim'])).toMatchObject({ options: { sport: 'Swim' } });
    expect(parseArguments(['inspect', 'streams.json', '--laps', 'laps.json'])).toMatchObject({ options: { laps: 'laps.json' } });
    expect(parseArguments(['inspect', 'streams.json', '--laps=-'])).toMatchObject({ source: 'streams.json', options: { laps: '-' } });
  });

  it('answers --help, -h, --version and -v before anything else', () => {
    expect(parseArguments(['--help'])).toEqual({ kind: 'help' });
    expect(parseArguments(['inspect', '-h'])).toEqual({ kind: 'help' });
    expect(parseArguments(['--version'])).toEqual({ kind: 'version' });
    expect(parseArguments(['-v', 'inspect'])).toEqual({ kind: 'version' });
  });

  it.each([
    [[], 'missing command'],
    [['explode'], 'unknown command "explode"'],
    [['inspect'], 'inspect needs a file'],
    [['inspect', 'a.json', 'b.json', 'c.json'], 'one body at a time: "a.json" and "b.json" and "c.json"'],
    [['inspect', 'a.json', '--units', 'parsecs'], '--units takes metric or imperial, not "parsecs"'],
    [['inspect', 'a.json', '--units'], "Option '--units <value>' argument missing"],
    [['inspect', 'a.json', '--pace', '--speed'], '--pace and --speed: choose one'],
    [['inspect', 'a.json', '--sport='], '--sport takes the name of a sport'],
    [['inspect', 'a.json', '--laps='], '--laps takes a file of laps'],
    [['inspect', 'a.json', '--laps'], "Option '--laps <value>' argument missing"],
    [['inspect', '-', '--laps', '-'], 'standard input holds one body: give the stream set or --laps as a file'],
    [['inspect', 'a.json', '--verbose'], "Unknown option '--verbose'"],
    [['inspect', 'a.json', '--json=yes'], "Option '--json' does not take an argument"],
    [['inspect', '\u001b[2J'], 'one body at a time', false],
  ])('rejects %j: %s', (args, message, valid = true) => {
    if (!valid) {
      expect(parseArguments(args)).toMatchObject({ source: '\u001b[2J' });
      return;
    }
    expect(() => parseArguments(args)).toThrow(UsageError);
    expect(() => parseArguments(args)).toThrow(message);
  });

  it('names a hostile argument escaped and cut, never raw', () => {
    const attempt = () => parseArguments(['inspect', 'a.json', `--${'\u001b]0;pwned\u0007'.repeat(100)}`]);
    expect(attempt).toThrow(UsageError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(Array.from({ length: message.length }, (_, index) => message.charCodeAt(index)).every((code) => code >= 0x20)).toBe(true);
      expect(message.length).toBeLessThanOrEqual(200);
    }
  });
});

describe('the help', () => {
  it('names every kind of body from the table, in lines of at most 80 columns', () => {
    const [, kinds = '', , , exitCodes = ''] = USAGE.split('\n\n');
    for (const kind of BODY_KINDS) expect(kinds.replaceAll('\n', ' ')).toContain(kind.description);
    for (const line of [...kinds.split('\n'), ...exitCodes.split('\n')]) expect(line.length).toBeLessThanOrEqual(80);
    expect(exitCodes.replaceAll('\n', ' ')).toContain('more than 128 MiB');
  });
});
