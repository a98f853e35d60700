/** The error `read` throws; fails the test when it throws none. */
export function failureOf(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}
