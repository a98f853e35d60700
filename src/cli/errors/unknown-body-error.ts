/** A body that is none of the kinds `inspect` shows. */
export class UnknownBodyError extends Error {
  /** Always `'UnknownBodyError'`. */
  override readonly name = 'UnknownBodyError' as const;

  /** An error saying that the body is no kind `inspect` shows; the command names those it shows. */
  constructor() {
    super('not a body inspect shows');
  }
}
