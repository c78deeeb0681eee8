import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config'

/**
 * Security headers on every answer, API and static alike (security.md section 4.7). The SPA's
 * CSP admits third-party origins only for the features switched on in the configuration, so with
 * nothing configured the browser may talk to this origin alone.
 */
const googleAnalytics = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
}
const humanVerification = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

export function spaContentSecurityPolicy(client: Config['client']): string {
  const analytics = client.analyticsId !== undefined
  const verification =
    client.humanVerificationSiteKeyV2 !== undefined ||
    client.humanVerificationSiteKeyV3 !== undefined
  return policy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(analytics ? googleAnalytics.script : []),
      ...(verification ? humanVerification.script : []),
    ],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(analytics ? googleAnalytics.img : [])],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(analytics ? googleAnalytics.connect : []),
      ...(verification ? humanVerification.connect : []),
    ],
    'frame-src': verification ? humanVerification.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

const apiPolicy = policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })

// The API docs page (Swagger UI) styles itself inline; it renders no user data.
const docsPolicy = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
})

const fixedHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const spaPolicy = spaContentSecurityPolicy(config.client)
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const path = request.url.split('?')[0] ?? '/'
    void reply.headers(fixedHeaders)
    if (path === '/api/docs' || path.startsWith('/api/docs/')) {
      void reply.header('content-security-policy', docsPolicy)
      void reply.header('cache-control', 'no-store')
    } else if (path === '/api' || path.startsWith('/api/')) {
      void reply.header('content-security-policy', apiPolicy)
      // Spec section 7: calls without caching; answers may carry patient data.
      void reply.header('cache-control', 'no-store')
    } else {
      void reply.header('content-security-policy', spaPolicy)
    }
    // HSTS only where the browser actually came over HTTPS (directly or via a trusted proxy).
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    }
    return payload
  })
}
