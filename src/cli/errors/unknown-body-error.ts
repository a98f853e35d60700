/** A body that is none of the kinds `inspect` shows. */
export class UnknownBodyError extends Error {
  /**
   * Always `'UnknownBodyError'`: tells the error apart where `instanceof` cannot (another
   * realm, another copy of the package).
   */
  override readonly name = 'UnknownBodyError' as const;
  /** What `inspect` shows instead, for example `a detailed activity, …, or an athlete's stats`. */
  readonly accepted: string;

  /**
   * An error whose message says that the body is no kind `inspect` shows and names those
   * it shows (`not a body inspect shows; it shows a detailed activity, …`). `inspectBody`
   * builds it.
   *
   * @param accepted what `inspect` shows
   */
  constructor(accepted: string) {
    super(`not a body inspect shows; it shows ${accepted}`);
    this.accepted = accepted;
  }
}
