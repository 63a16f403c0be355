import express, { type NextFunction, type Request, type Response } from 'express';
import type { SandboxContext } from './context';
import { graphqlRoutes } from './graphql/route';
import { assetRoutes } from './http/assets';
import { authRoutes } from './http/auth';
import { catalogueRoutes } from './http/catalogue';
import { contentRoutes } from './http/content';
import { controlRoutes } from './http/control';
import { crmRoutes } from './http/crm';
import { faultInjection } from './http/fault-injection';
import { leadRoutes } from './http/leads';
import { mediaRoutes } from './http/media';
import { profileRoutes } from './http/profile';
import { requestLog } from './http/request-log';
import { searchRoutes } from './http/search';

/** What the sandbox answers a call that none of its handlers takes. */
export const NO_HANDLER = { status: 404, message: 'Not found' } as const;

/** The sandbox's express application: control API first, then faults, then the provider's calls. */
export function createSandboxApp(ctx: SandboxContext, resetContent: () => void): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  // Query strings read as before express 5 (nested keys such as `a[b]=c` become objects).
  app.set('query parser', 'extended');

  if (!ctx.options.quiet) app.use(requestLog());
  app.use(express.json({ limit: '1mb' }));
  // A call without a JSON body has an empty body, as before express 5 (its parser now leaves it undefined).
  app.use((req: Request, _res: Response, next: NextFunction) => {
    req.body ??= {};
    next();
  });

  app.use(controlRoutes(ctx, resetContent));
  app.use(faultInjection(ctx));

  app.use(authRoutes(ctx));
  app.use(profileRoutes(ctx));
  app.use(contentRoutes(ctx));
  app.use(catalogueRoutes(ctx));
  app.use(assetRoutes(ctx));
  app.use(leadRoutes(ctx));
  app.use(crmRoutes(ctx));
  app.use(searchRoutes(ctx));
  app.use(graphqlRoutes(ctx));
  app.use(mediaRoutes(ctx));

  app.use((_req: Request, res: Response) => {
    res.status(NO_HANDLER.status).json({ message: NO_HANDLER.message });
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const parseFailed = typeof error === 'object' && error !== null && (error as { type?: string }).type === 'entity.parse.failed';
    if (res.headersSent) return;
    if (parseFailed) {
      res.status(400).json({ message: 'Invalid JSON body' });
      return;
    }
    const status = (error as { status?: number })?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: (error as Error).message || 'Bad request' });
      return;
    }
    if (!ctx.options.quiet) process.stderr.write(`sandbox provider: ${(error as Error)?.stack ?? String(error)}\n`);
    res.status(500).json({ message: 'Internal sandbox error' });
  });

  return app;
}
