/** Longest part of a URL an error message quotes; the whole URL stays in the error's `url`. */
export const MAX_QUOTED_URL = 200;
