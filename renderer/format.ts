/**
 * The newest screen format this renderer draws. A served screen of a newer format is ignored in favour
 * of the bundled copy (docs/decisions/0005); an older one is upgraded before it is drawn
 * (loading/migrations/, docs/decisions/0015). The client sends this number to the server.
 */
export const RENDERER_FORMAT = 2;
