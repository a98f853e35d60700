/**
 * Settles as `promise` does, or rejects with what `late` makes once `ms` milliseconds have
 * passed, whichever comes first (0: no limit); the timer goes when either happens. It
 * bounds a wait on code the library does not control: a token function, `onRefresh`.
 */
export function withinTime<T>(promise: T | PromiseLike<T>, ms: number, late: () => unknown): Promise<T> {
  if (ms === 0) return Promise.resolve(promise);
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(late());
    }, ms);
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
