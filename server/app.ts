import { randomBytes, randomUUID } from 'node:crypto';
import type { RequestFacts } from '../app/load-context';
import type { Server } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import { RouterContextProvider, type RouterContext, type ServerBuild, type ServerEntryModule } from 'react-router';
import compression from 'compression';
import express from 'express';
import { pinoHttp } from 'pino-http';
import type { PortalConfig } from '../app/config.server';
import { logger } from '../app/lib/logger.server';
import { requestMetrics } from '../app/lib/metrics.server';
import { BASE_PATH } from '../app/lib/paths';
import { requestSpans } from '../app/lib/tracing.server';
import { redirectQuery } from '../app/lib/url-state';
import { securityHeaders, setBuildFileHeaders } from './security-headers';
import { rejectCrossSitePosts } from './cross-site';
import { limitRequestBodies } from './body-limits';
import { refuseUnsupportedRequests } from './request-shape';
import { guardMediaPaths } from './media-paths';
import { refuseDeepPaths } from './path-depth';
import { refuseOddRequestLines } from './request-target';
import { refuseWhatNoRouteServes } from './route-addresses';
import { answerUnhandledErrors } from './unhandled-errors';
import { dropUntrustedProxyHeaders, parseTrustProxy } from './trust-proxy';
import { followPublicProtocol } from './public-protocol';
import { HEALTH_PATHS, healthRoutes } from './health';
import { gracefulShutdown } from './shutdown';
import { routeLabeller } from './route-labels';
import { createPortalServer, dropStalledBodies } from './slow-requests';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Why a guard refused the request (`res.locals.refusal`), if one did. */
function refusalOf(res: { locals?: Record<string, unknown> }): string | undefined {
  const reason = (res as express.Response).locals?.refusal;
  return typeof reason === 'string' ? reason : undefined;
}

/** The path without its query string: queries may carry personal data or codes. */
function pathOnly(url: string | undefined): string {
  return (url ?? '').split('?')[0];
}

/** The portal's entry module (app/entry.server.tsx), which also names the key of a request's facts. */
interface PortalEntryModule extends ServerEntryModule {
  requestFacts: RouterContext<RequestFacts>;
}

/**
 * A request's context, its facts under the build's own key: the key is an object of the build
 * (app/load-context.ts), and this file is bundled apart from it, with copies of its own of the
 * app's modules. The context itself is of the class this file's React Router checks it against
 * (under `npm run dev`, Vite loads the app with React Router's development build).
 */
async function contextOf(build: ServerBuild | (() => Promise<ServerBuild>), facts: RequestFacts): Promise<RouterContextProvider> {
  const current = typeof build === 'function' ? await build() : build;
  return new RouterContextProvider(new Map([[(current.entry.module as PortalEntryModule).requestFacts, facts]]));
}

/** Vite's development server, when `npm run dev` runs the portal: its middleware and its build of the app. */
export interface DevelopmentBuild {
  middlewares: express.RequestHandler;
  build: () => Promise<ServerBuild>;
}

/**
 * The express app around React Router's build of the portal: `server/index.js` in `buildDir`
 * (build/), the browser's files in its `client/` folder; or, under `npm run dev`, Vite's
 * development server (`dev`).
 */
export async function createServer(config: PortalConfig, options: { buildDir?: string; dev?: DevelopmentBuild } = {}) {
  const buildDir = options.buildDir ?? here;
  const build = options.dev ? options.dev.build : ((await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild);
  const publicDir = path.join(buildDir, 'client');
  // The few files at the top of public/ (the favicon), listed once: page requests never wait for the disk.
  const topFiles = new Set(existsSync(publicDir) ? readdirSync(publicDir).filter((name) => name !== 'build') : []);

  const app = express();
  app.disable('x-powered-by');
  const trustProxy = parseTrustProxy(config.TRUST_PROXY);
  app.set('trust proxy', trustProxy);
  app.use(dropUntrustedProxyHeaders(trustProxy));
  followPublicProtocol(app, config.PUBLIC_URL);

  app.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    const id = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.locals.nonce = randomBytes(16).toString('base64');
    res.setHeader('X-Request-Id', id);
    next();
  });
  // Request spans only when traces are exported (OTEL_EXPORTER_OTLP_ENDPOINT), request metrics
  // only when they are served (METRICS_PORT): both name a request by the build's route patterns.
  const traced = config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined;
  const measured = config.METRICS_PORT !== undefined;
  if (traced || measured) {
    const routes = typeof build === 'function' ? (await build()).routes : build.routes;
    const label = routeLabeller(routes, topFiles);
    if (traced) app.use(requestSpans(label));
    if (measured) app.use(requestMetrics(label));
  }

  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => String((res as express.Response).locals.requestId),
      autoLogging: { ignore: (req) => HEALTH_PATHS.has(pathOnly(req.url)) },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: pathOnly(req.url) }),
        res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      },
      customSuccessMessage: (req, res, time) => `${req.method} ${pathOnly(req.url)} ${res.statusCode} ${Math.round(time)}ms`,
      customErrorMessage: (req, res) => `${req.method} ${pathOnly(req.url)} ${res.statusCode}`,
      // A request a guard refused as no partner's browser sends it (a forged post, an odd request
      // line) is a warning, with the reason, on its one line.
      customLogLevel: (_req, res) => (refusalOf(res) ? 'warn' : 'info'),
      customProps: (_req, res) => {
        const refused = refusalOf(res);
        return refused ? { refused } : {};
      },
    }),
  );
  app.use(refuseOddRequestLines());

  app.use(dropStalledBodies());
  app.use(compression());
  // The built files (content-hashed, never changed): kept a year without revalidation, with the
  // headers that apply to them; a page's would add half a kilobyte to each of the thirty or so
  // files a first visit loads.
  app.use(
    `${BASE_PATH}/build`,
    express.static(path.join(publicDir, 'build'), {
      immutable: true,
      maxAge: '1y',
      etag: false,
      lastModified: false,
      redirect: false,
      index: false,
      setHeaders: setBuildFileHeaders,
    }),
  );
  app.use(securityHeaders(config));
  if (options.dev) {
    const vite = options.dev.middlewares;
    // Vite takes the /partner prefix off the address of what it serves; what it leaves to the
    // portal goes on with its own address.
    app.use((req, res, next) => {
      const url = req.url;
      vite(req, res, (error?: unknown) => {
        req.url = url;
        next(error);
      });
    });
  }

  app.get('/', (_req, res) => res.redirect(302, `${BASE_PATH}/`));
  // Only the bare prefix goes on to the prefix with its slash: express's routing is not strict,
  // so `app.get(BASE_PATH)` also matches `/partner/`, which the index route itself answers.
  // The redirect carries on the address's state only, within what a proxy takes in a header.
  app.get(BASE_PATH, (req, res, next) => {
    if (pathOnly(req.originalUrl) !== BASE_PATH) return next();
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    res.redirect(302, `${BASE_PATH}/${redirectQuery(query)}`);
  });
  app.use(healthRoutes());
  app.use(refuseUnsupportedRequests());
  app.use(refuseDeepPaths());

  const servePublic = express.static(publicDir, { maxAge: '1h', redirect: false, index: false });
  app.use(BASE_PATH, (req, res, next) => (topFiles.has(req.path.slice(1)) ? servePublic(req, res, next) : next()));

  app.use(refuseWhatNoRouteServes(build));
  app.use(rejectCrossSitePosts());
  app.use(limitRequestBodies());
  app.use(guardMediaPaths());

  const handler = createRequestHandler({
    build,
    mode: config.NODE_ENV === 'production' ? 'production' : 'development',
    getLoadContext: (req, res) => contextOf(build, { nonce: String(res.locals.nonce), requestId: String(res.locals.requestId), clientIp: req.ip ?? '' }),
  });
  // Everything under the prefix, `/partner/` itself included (express 5 names the wildcard; the
  // braces make it optional).
  app.all(`${BASE_PATH}/{*splat}`, handler);
  app.use((_req, res) => res.status(404).type('text/plain').send('Not Found'));
  app.use(answerUnhandledErrors());

  return {
    app,
    build,
    /** The HTTP server of the app, with its request time-outs; it shuts down gracefully on SIGTERM. */
    httpServer: (): Server => {
      const server = createPortalServer(app);
      gracefulShutdown(server, config.SHUTDOWN_TIMEOUT_MS);
      return server;
    },
  };
}
