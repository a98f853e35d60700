import { quoted } from '../terminal-text.js';

/** A command line the command cannot run: the message says what is wrong with it. */
export class UsageError extends Error {
  /**
   * Always `'UsageError'`: tells the error apart where `instanceof` cannot (another realm,
   * another copy of the package).
   */
  override readonly name = 'UsageError' as const;
  /** The arguments the problem is about, as given. */
  readonly given: readonly string[];

  /**
   * An error whose message names the problem and then the arguments it is about, quoted,
   * escaped and cut (`unknown command "explode"`, `one body at a time: "a.json" and
   * "b.json"`). `parseArguments` builds it.
   *
   * @param problem what is wrong, for example `unknown command`
   * @param given the arguments it is about, as given
   */
  constructor(problem: string, ...given: readonly string[]) {
    super(given.length === 0 ? problem : `${problem} ${given.map((argument) => quoted(argument)).join(' and ')}`);
    this.given = given;
  }
}
