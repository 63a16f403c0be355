import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationDefinitionNode, type TypeNode } from 'graphql';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../app/screens';
import { NO_HANDLER } from './app';
import { rootValue } from './graphql/resolvers';
import { createSandboxContext, startSandbox, type RunningSandbox } from './server';

/*
 * Every call the portal can send the provider has its handler in the sandbox, so that no
 * screen's data is missing from `npm start`, the end-to-end tests or the bench. The calls are
 * read from the code of app/upstream (with TypeScript's own reading of it: a path held in a
 * constant or a map is read as the values it can take), each is sent to a sandbox, and none
 * may get the answer the sandbox gives a call that no handler takes (`NO_HANDLER`). A GraphQL
 * document must pass the sandbox's schema, and each of its fields have a resolver. A failure
 * names the call, the upstream function that sends it and the screens whose route module
 * reaches that function (docs/adding-a-screen.md, steps 5 and 6).
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APP = path.join(ROOT, 'app');
const UPSTREAM = path.join(APP, 'upstream');

/** The transport: the modules that send what the other upstream modules name. */
const TRANSPORT = new Set(['client.server.ts', 'call-policy.server.ts', 'graphql.server.ts'].map((name) => path.join(UPSTREAM, name)));

/**
 * The transport's functions that send a call, and where the call is named in their arguments:
 * the path (or URL, or the media endpoint's pattern) or the GraphQL document, by argument or
 * by a property of the first argument, and the options that hold its method (GET when none).
 */
const SENDERS: Readonly<Record<string, { path?: number | string; document?: number; options?: number }>> = {
  callUpstream: { path: 1, options: 2 },
  sharedGet: { path: 1, options: 2 },
  getParsed: { path: 1, options: 3 },
  queryContent: { document: 1 },
  exchange: { path: 'url', options: 0 },
  callUnderPolicy: { path: 'endpoint', options: 0 },
};

/** The transport's functions that send nothing: the others an upstream module calls. */
const NOT_SENDING = new Set([
  'contentLocaleFor',
  'messageOf',
  'noteUnreadableAnswer',
  'upstreamHeaders',
  'deepFreeze',
  'parseAnswer',
  'errorForStatus',
  'isReadMethod',
  'isReadDocument',
  'graphqlEndpoint',
]);

/** What stands for a part of a path the code fills in at run time (an id, the media file's path). */
const PLACEHOLDER = '1';

type Call = { where: string; module: string } & ({ kind: 'rest'; method: string; path: string } | { kind: 'graphql'; document: string });

/** What the reading of app/upstream found: the calls, and what it could not read. */
interface Reading {
  calls: Call[];
  unread: string[];
  /** The transport's senders that no longer exist. */
  missingSenders: string[];
}

function upstreamModules(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(file);
    }
  };
  walk(UPSTREAM);
  return files.sort();
}

/**
 * The project's compiler options, reading app/upstream's own modules only: what a call names
 * is in them (a constant, a map of paths, a document), and the libraries' types are not needed.
 */
function compilerOptions(): ts.CompilerOptions {
  const { config } = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  return { ...ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options, noEmit: true, noResolve: true, types: [] };
}

/** Reads every provider call that the modules of app/upstream can send. */
function readUpstream(): Reading {
  const modules = upstreamModules();
  const program = ts.createProgram(modules, compilerOptions());
  const checker = program.getTypeChecker();
  const reading: Reading = { calls: [], unread: [], missingSenders: [] };

  const declared = new Set(
    [...TRANSPORT].flatMap((file) => {
      const source = program.getSourceFile(file);
      const symbol = source && checker.getSymbolAtLocation(source);
      return symbol ? checker.getExportsOfModule(symbol).map((exported) => exported.name) : [];
    }),
  );
  reading.missingSenders = Object.keys(SENDERS).filter((name) => !declared.has(name));

  /** The string values an expression can take, when its type says them all; else null. */
  const literals = (expression: ts.Expression): string[] | null => {
    if (ts.isTemplateExpression(expression)) return templateValues(expression, false);
    const type = checker.getTypeAtLocation(expression);
    const members = type.isUnion() ? type.types : [type];
    return members.every((member) => member.isStringLiteral()) ? members.map((member) => (member as ts.StringLiteralType).value) : null;
  };

  /** A template's values; a part that is no literal is a placeholder, and a leading one is the provider's base address when `url`. */
  const templateValues = (template: ts.TemplateExpression, url: boolean): string[] => {
    let values = [template.head.text];
    template.templateSpans.forEach((span, index) => {
      const parts = url && index === 0 && template.head.text === '' ? [''] : (literals(span.expression) ?? [PLACEHOLDER]);
      values = values.flatMap((value) => parts.map((part) => `${value}${part}${span.literal.text}`));
    });
    return values;
  };

  /** A property of an object written out in the call. */
  const property = (object: ts.Expression | undefined, name: string): ts.Expression | undefined => {
    if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
    const found = object.properties.find((candidate) => candidate.name && ts.isIdentifier(candidate.name) && candidate.name.text === name);
    return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
  };

  /** A call's argument by its index, or a property of its first argument by its name. */
  const argument = (call: ts.CallExpression, at: number | string): ts.Expression | undefined =>
    typeof at === 'number' ? call.arguments[at] : property(call.arguments[0], at);

  /** The method the options name: GET without options or without a method, null when it cannot be read. */
  const methodOf = (options: ts.Expression | undefined): string | null => {
    if (options === undefined) return 'GET';
    if (!ts.isObjectLiteralExpression(options)) return null;
    const method = property(options, 'method');
    if (method === undefined) return 'GET';
    const values = literals(method);
    return values?.length === 1 ? values[0] : null;
  };

  /** The transport function a call names, if it names one. */
  const transportFunction = (call: ts.CallExpression): string | null => {
    let symbol = checker.getSymbolAtLocation(call.expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.declarations?.[0];
    return declaration && TRANSPORT.has(path.normalize(declaration.getSourceFile().fileName)) ? symbol!.name : null;
  };

  /** The function a call is made in, by its name. */
  const enclosingName = (node: ts.Node): string => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) return at.name.getText();
      if (!ts.isVariableDeclaration(at) || !ts.isIdentifier(at.name) || !at.initializer) continue;
      if (ts.isArrowFunction(at.initializer) || ts.isFunctionExpression(at.initializer)) return at.name.text;
    }
    return '(module)';
  };

  for (const file of modules.filter((module) => !TRANSPORT.has(module))) {
    const source = program.getSourceFile(file)!;
    const module = path.relative(ROOT, file);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = transportFunction(node);
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const where = `${module}:${line + 1} ${enclosingName(node)}`;
        const sender = name ? SENDERS[name] : undefined;
        if (name && !sender && !NOT_SENDING.has(name)) {
          reading.unread.push(`${where}: ${name} is in neither SENDERS nor NOT_SENDING`);
        } else if (sender?.document !== undefined) {
          const document = node.arguments[sender.document];
          const values = document && literals(document);
          if (!values) reading.unread.push(`${where}: the GraphQL document of ${name} is no constant`);
          else for (const value of values) reading.calls.push({ kind: 'graphql', document: value, where, module });
        } else if (sender?.path !== undefined) {
          const target = argument(node, sender.path);
          const paths = target && (ts.isTemplateExpression(target) ? templateValues(target, sender.path === 'url') : literals(target));
          const method = methodOf(sender.options === undefined ? undefined : node.arguments[sender.options]);
          if (!paths || !method) reading.unread.push(`${where}: the ${paths ? 'method' : 'path'} of ${name} cannot be read`);
          else for (const value of paths) reading.calls.push({ kind: 'rest', method, path: value.replaceAll('*', PLACEHOLDER), where, module });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return reading;
}

const importsRead = new Map<string, string[]>();

/** The modules of app/ a module imports (not its type-only imports), by file. */
function importsOf(file: string): string[] {
  const known = importsRead.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
    if (ts.isImportDeclaration(statement) ? statement.importClause?.isTypeOnly : statement.isTypeOnly) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const base = specifier.startsWith('~/')
      ? path.join(APP, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null;
    const resolved =
      base && ['.ts', '.tsx', '/index.ts', ''].map((extension) => base + extension).find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
    if (resolved) found.push(resolved);
  }
  importsRead.set(file, found);
  return found;
}

/**
 * The screens whose route module reaches an upstream module through its imports; not through
 * app/auth, whose sign-in and sign-out calls every signed-in screen would otherwise claim.
 */
function screensReaching(): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  for (const screen of SCREENS) {
    const start = path.join(APP, screen.file);
    const seen = new Set([start]);
    for (const todo = [start]; todo.length > 0;) {
      for (const next of importsOf(todo.pop()!)) {
        if (seen.has(next) || next.startsWith(path.join(APP, 'auth') + path.sep)) continue;
        seen.add(next);
        todo.push(next);
      }
    }
    for (const file of seen) {
      const module = path.relative(ROOT, file);
      if (module.startsWith('app/upstream/')) reached.set(module, [...(reached.get(module) ?? []), screen.path]);
    }
  }
  return reached;
}

const reading = readUpstream();
const screens = screensReaching();

const label = (call: Call) =>
  `${call.kind === 'rest' ? `${call.method} ${call.path}` : `GraphQL ${operationsOf(call.document).map((operation) => operation.name?.value ?? '(unnamed)')}`} (${call.where})`;
const whoSends = (call: Call) => {
  const names = screens.get(call.module) ?? [];
  return names.length === 0
    ? "reached by no screen's route module (sent by the root, the layout, sign-in or the server, or by nothing yet)"
    : `sent by the screens ${names.join(', ')}`;
};

function operationsOf(document: string): OperationDefinitionNode[] {
  return parse(document).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
}

/** A value of a required variable's type that the sandbox's schema takes (the call's own values are the code's). */
function probeValue(type: TypeNode): unknown {
  if (type.kind === Kind.LIST_TYPE) return [];
  if (type.kind === Kind.NON_NULL_TYPE) return probeValue(type.type);
  const scalars: Record<string, unknown> = { String: PLACEHOLDER, ID: PLACEHOLDER, Int: 1, Float: 1, Boolean: true };
  if (!(type.name.value in scalars)) throw new Error(`no probe value for the GraphQL type ${type.name.value}: add one here`);
  return scalars[type.name.value];
}

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, quiet: true });
});
afterAll(() => sandbox?.close());

async function send(pathname: string, init: { method?: string; token?: string; json?: unknown }) {
  const response = await fetch(`${sandbox.url}${pathname}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

/** A token of a partner of its own: a call that changes its account (sign-out, 2FA) changes no other's. */
async function freshToken(): Promise<string> {
  const account = (await send('/__sandbox/accounts', { method: 'POST', json: {} })).json as { email: string; password: string };
  const login = await send('/api/login', { method: 'POST', json: { username: account.email, password: account.password } });
  return (login.json as { token: string }).token;
}

/** Whether the sandbox gave the answer of a call that none of its handlers takes. */
const unhandled = (answer: { status: number; json: unknown }) =>
  answer.status === NO_HANDLER.status && JSON.stringify(answer.json) === JSON.stringify({ message: NO_HANDLER.message });

describe('the reading of app/upstream', () => {
  it('knows how the transport sends a call, and reads every call the other modules make', () => {
    expect(reading.missingSenders, 'SENDERS names functions the transport no longer has').toEqual([]);
    expect(reading.unread, 'calls this test cannot read: give them a constant path or document, or teach it').toEqual([]);
  });

  it('finds the calls of every area, through every kind of sender', () => {
    const labels = reading.calls.map((call) => (call.kind === 'rest' ? `${call.method} ${call.path}` : operationsOf(call.document)[0]?.name?.value));
    expect(labels).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'GET /api/partner/leads',
        'GET /api/partner/crm/tickets/details',
        'POST /api/partner/update',
        'GET /api/partner/branding-assets',
        'GET /api/footer',
        `GET /media/${PLACEHOLDER}`,
        'GetNewsListing',
        'getPartnerPortal',
      ]),
    );
    // Every module whose text calls a sender by its name is read for at least one call.
    const readModules = new Set(reading.calls.map((call) => call.module));
    for (const module of upstreamModules().filter((file) => !TRANSPORT.has(file))) {
      const sends = new RegExp(`\\b(?:${Object.keys(SENDERS).join('|')})\\(`).test(readFileSync(module, 'utf8'));
      if (sends) expect(readModules, path.relative(ROOT, module)).toContain(path.relative(ROOT, module));
    }
  });

  it('names the screens that send a call', () => {
    expect(screens.get('app/upstream/leads.server.ts')).toContain('leads');
    expect(screens.get('app/upstream/support.server.ts')).toEqual(['support']);
  });

  it('tells the answer to a call no handler takes from a handler refusing one', async () => {
    const token = await freshToken();
    expect(unhandled(await send('/api/partner/no-such-call', { token }))).toBe(true);
    expect(unhandled(await send('/api/partner/leads', { method: 'POST', token }))).toBe(true);
    // A handler's own 404s: no such account, no such media file.
    expect(unhandled(await send('/__sandbox/accounts/nobody@partner.example', {}))).toBe(false);
    expect(unhandled(await send(`/media/${PLACEHOLDER}`, { token }))).toBe(false);
  });
});

describe('every provider call the portal can send has its handler in the sandbox', () => {
  for (const call of reading.calls) {
    it(label(call), async () => {
      const token = await freshToken();
      if (call.kind === 'rest') {
        const answer = await send(call.path, { method: call.method, token, json: call.method === 'GET' ? undefined : {} });
        expect(
          unhandled(answer),
          `${call.method} ${call.path}, ${whoSends(call)}: no handler of the sandbox takes it (sandbox/http/, its line in sandbox/app.ts)`,
        ).toBe(false);
        return;
      }
      const resolvers = rootValue(createSandboxContext({ quiet: true }).ctx) as Record<string, unknown>;
      for (const operation of operationsOf(call.document)) {
        const variables = Object.fromEntries(
          (operation.variableDefinitions ?? [])
            .filter((definition) => definition.type.kind === Kind.NON_NULL_TYPE)
            .map((definition) => [definition.variable.name.value, probeValue(definition.type)]),
        );
        const answer = await send('/graphql', { method: 'POST', token, json: { query: call.document, operationName: operation.name?.value, variables } });
        const errors = ((answer.json as { errors?: { message: string; path?: unknown }[] } | undefined)?.errors ?? []).filter(
          (error) => error.path === undefined,
        );
        expect(
          errors.map((error) => error.message),
          `${label(call)}, ${whoSends(call)}: the sandbox's schema (sandbox/graphql/schema.ts) refuses it`,
        ).toEqual([]);
        expect(unhandled(answer), `${label(call)}: the sandbox has no GraphQL route`).toBe(false);
        for (const selection of operation.selectionSet.selections) {
          const field = selection.kind === Kind.FIELD ? selection.name.value : `(${selection.kind})`;
          expect(typeof resolvers[field], `${label(call)}, ${whoSends(call)}: no resolver of ${field} in sandbox/graphql/resolvers.ts`).toBe('function');
        }
      }
    });
  }
});
