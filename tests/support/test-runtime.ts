/**
 * Which runtime the client's unit tests are drawing with: React (`unit` project) or the app's own
 * Preact (`preact` project, decision 0018). Only for what one of them has and the other has not,
 * such as React's Profiler; a test of behaviour runs on both.
 */
export const onPreact = process.env.TEST_RUNTIME === 'preact';
