import fc from 'fast-check';

// Property tests are deterministic: a fixed seed, and on failure fast-check prints the
// seed and path to replay (`fc.assert(..., { seed, path })`).
fc.configureGlobal({ seed: 20261122, numRuns: 200 });
