import type { FastifyInstance } from 'fastify';

// Scripts only from our own origin, never inline and never eval (the renderer evaluates expressions
// without it); inline styles are allowed because React sets style attributes. Forms post only here
// (the sandbox payment page's form), and the page is framed only by our own gallery.
// `require-trusted-types-for 'script'` is left out: the browser then refuses the service worker's
// registration (a TrustedScriptURL sink) unless the app ships a policy for it.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The face step uses the camera and the device step the location; nothing else is needed.
    reply.header('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=()');
    if (options.production) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
