import { Router } from 'express';
import { execute } from 'graphql';
import type { SandboxContext } from '../context';
import { hostilize } from '../hostile';
import { requireAuth } from '../http/authenticate';
import { caller } from '../http/respond';
import { preparedQuery } from './documents';
import { rootValue } from './resolvers';
import { schema } from './schema';

/** `POST /graphql` with `{ query, variables, operationName }`; bearer required. */
export function graphqlRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const root = rootValue(ctx);

  router.post('/graphql', requireAuth(ctx), async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (typeof body.query !== 'string' || body.query.trim() === '') {
        res.status(400).json({ errors: [{ message: 'Must provide a query string.' }] });
        return;
      }
      const variables = typeof body.variables === 'object' && body.variables !== null ? (body.variables as Record<string, unknown>) : undefined;
      const { document, errors } = preparedQuery(body.query);
      if (document === null || errors.length > 0) {
        res.status(400).json({ errors: errors.map((error) => error.toJSON()) });
        return;
      }
      const result = await execute({
        schema,
        document,
        rootValue: root,
        contextValue: { account: caller(res).account },
        variableValues: variables,
        operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
      });
      const data = result.data && caller(res).hostile ? hostilize(result.data) : result.data;
      const status = result.data === undefined && result.errors ? 400 : 200;
      res.status(status).json({ ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}), data });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
