import { parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { schema } from './schema';

export interface PreparedQuery {
  /** The parsed document, or null when the text is not GraphQL. */
  document: DocumentNode | null;
  /** Syntax or validation errors: the query is answered 400 with them when there are any. */
  errors: readonly GraphQLError[];
  /** Operation names and top-level field names (what faults match `graphql:<name>` against). */
  names: string[];
}

const QUERIES_KEPT = 100;
const prepared = new Map<string, PreparedQuery>();

function namesOf(document: DocumentNode | null): string[] {
  const names: string[] = [];
  for (const definition of document?.definitions ?? []) {
    if (definition.kind !== 'OperationDefinition') continue;
    if (definition.name) names.push(definition.name.value);
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === 'Field') names.push(selection.name.value);
    }
  }
  return names;
}

function prepare(source: string): PreparedQuery {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    return { document: null, errors: [error as GraphQLError], names: [] };
  }
  return { document, errors: validate(schema, document), names: namesOf(document) };
}

/**
 * A query text parsed and validated once and kept by its text (at most 100, oldest out):
 * clients send the same few queries over and over, and parsing and validating them is most
 * of a small query's cost. The route and the fault matcher both read it.
 */
export function preparedQuery(source: string): PreparedQuery {
  let query = prepared.get(source);
  if (query === undefined) {
    query = prepare(source);
    if (prepared.size >= QUERIES_KEPT) prepared.delete(prepared.keys().next().value as string);
    prepared.set(source, query);
  }
  return query;
}
