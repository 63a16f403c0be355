import { Router } from 'express';
import { execute, parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import type { SandboxContext } from '../context';
import { hostilize } from '../hostile';
import { requireAuth } from '../http/authenticate';
import { caller } from '../http/respond';
import { rootValue } from './resolvers';
import { schema } from './schema';

const DOCUMENTS_KEPT = 100;
const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();

/**
 * A query's parsed and validated document, kept by its text: clients send the same few
 * queries over and over, and parsing and validating them is most of a small query's cost.
 * Syntax errors are kept too, as the errors to answer.
 */
export function preparedDocument(source: string): DocumentNode | readonly GraphQLError[] {
  let prepared = documents.get(source);
  if (prepared === undefined) {
    try {
      const document = parse(source);
      const errors = validate(schema, document);
      prepared = errors.length > 0 ? errors : document;
    } catch (error) {
      prepared = [error as GraphQLError];
    }
    if (documents.size >= DOCUMENTS_KEPT) documents.delete(documents.keys().next().value as string);
    documents.set(source, prepared);
  }
  return prepared;
}

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
      const prepared = preparedDocument(body.query);
      if (Array.isArray(prepared)) {
        res.status(400).json({ errors: prepared.map((error: GraphQLError) => error.toJSON()) });
        return;
      }
      const result = await execute({
        schema,
        document: prepared as DocumentNode,
        rootValue: root,
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
