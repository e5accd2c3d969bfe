import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Browser features the site never uses; the copy button's clipboard access stays allowed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The origin the SPA posts to when its webhook address is absolute (it then needs connect-src). */
export function webhookOrigin(publicWebhookUrl: string | undefined): string | undefined {
  if (!publicWebhookUrl) return undefined;
  try {
    const url = new URL(publicWebhookUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    // Relative (the default /api/webhook): same origin, already covered by 'self'.
    return undefined;
  }
}

export function contentSecurityPolicy(publicWebhookUrl?: string): Record<string, string[]> {
  const origin = webhookOrigin(publicWebhookUrl);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Emotion (Chakra UI) injects <style> elements at run time, and the HTML shell has one inline <style>.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': origin ? ["'self'", origin] : ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** CSP, HSTS, Permissions-Policy and helmet's other headers on every answer. */
export async function registerSecurityHeaders(app: FastifyInstance, publicWebhookUrl?: string): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(publicWebhookUrl) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // For browsers without CSP frame-ancestors.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
