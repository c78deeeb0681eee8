import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Config } from '../config'
import { zodSchemaController } from './validation'

/**
 * Security headers on every answer, API and static alike, errors included: the fixed set from
 * `@fastify/helmet`, the path-dependent ones from the hook below (ADR 011). The SPA's CSP admits
 * third-party origins only for the features switched on in the configuration, so with nothing
 * configured the browser may talk to this origin alone. API answers get a deny-all CSP, the API
 * docs page the little Swagger UI needs.
 */
type Directives = Record<string, string[]>

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

function spaDirectives(client: Config['client']): Directives {
  const analytics = client.analyticsId !== undefined
  const verification =
    client.humanVerificationSiteKeyV2 !== undefined ||
    client.humanVerificationSiteKeyV3 !== undefined
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(analytics ? googleAnalytics.script : []),
      ...(verification ? humanVerification.script : []),
    ],
    'style-src': ["'self'"],
    // blob: for the thumbnails of attached images: their bytes are fetched with the bearer token
    // (an <img src> cannot send it) and drawn from an object URL this page made.
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? googleAnalytics.img : [])],
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
  }
}

const apiDirectives: Directives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }

// The API docs page (Swagger UI) styles itself inline; it renders no user data.
const docsDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
}

/** Serialized as we always have ("; " between directives); API clients and tests compare it. */
function policy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

const spaContentSecurityPolicy = (client: Config['client']) => policy(spaDirectives(client))

/**
 * Helmet writes the path-independent headers. The CSP stays ours: it differs by path (SPA, API,
 * API docs), and helmet serializes directives without the space after ";" that clients of
 * ours compare byte for byte.
 */
const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  // HSTS depends on how this request arrived; the hook below decides.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  originAgentCluster: true,
  xDnsPrefetchControl: { allow: false },
  xContentTypeOptions: true,
  // Headers only retired browsers read; we never sent them and keep the answer set as it was.
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
}

// Helmet has no Permissions-Policy; nothing in the app uses these browser features.
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

/**
 * The headers helmet writes with our options. They depend on nothing in the request (no route sets
 * helmet options of its own), so they are asked of helmet once, from a throw-away instance, and
 * set on every answer as they are: the plugin would rebuild its middleware for every request,
 * which showed in the public score API's throughput (bench/README.md, "Score API").
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const answerHeaders = async (withHelmet: boolean) => {
    // The app's compilers: the probe has no schemas, and Fastify's defaults would load ajv.
    const probe = Fastify({ schemaController: zodSchemaController() })
    if (withHelmet) await probe.register(helmet, helmetOptions)
    probe.get('/', () => 'probe')
    const response = await probe.inject('/')
    await probe.close()
    return response.headers
  }
  const plain = await answerHeaders(false)
  const withHelmet = await answerHeaders(true)
  return Object.fromEntries(
    Object.entries(withHelmet)
      .filter(([name]) => !(name in plain))
      .map(([name, value]) => [name, String(value)]),
  )
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const fixedHeaders = await helmetHeaders()
  // Where helmet set them: first thing, so a handler could still override one.
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(fixedHeaders)
    done()
  })
  const spaPolicy = spaContentSecurityPolicy(config.client)
  const apiPolicy = policy(apiDirectives)
  const docsPolicy = policy(docsDirectives)
  // The answer's own headers by area, built once; the hook picks one set per answer.
  const api = {
    'permissions-policy': permissionsPolicy,
    'content-security-policy': apiPolicy,
    'cache-control': 'no-store',
  }
  const docs = { ...api, 'content-security-policy': docsPolicy }
  const spa = { 'permissions-policy': permissionsPolicy, 'content-security-policy': spaPolicy }
  // onSend: the last word, after handlers and static files set their own headers.
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const path = request.url.split('?')[0] ?? '/'
    if (path === '/api/docs' || path.startsWith('/api/docs/')) void reply.headers(docs)
    // API answers are never cached: they may carry patient data.
    else if (path === '/api' || path.startsWith('/api/')) void reply.headers(api)
    else void reply.headers(spa)
    // HSTS only where the browser actually came over HTTPS (directly or via a trusted proxy).
    if (request.protocol === 'https')
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
    done(null, payload)
  })
}
