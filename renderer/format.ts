/**
 * The newest screen format this renderer draws. A served screen of a newer format is ignored in favour
 * of the bundled copy (docs/decisions/0005); the client sends this number to the server.
 */
export const RENDERER_FORMAT = 1;
