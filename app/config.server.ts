import { z } from 'zod';

const optionalUrl = z
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
  .optional();

/** Every setting the portal reads from the environment, with its default. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    API_URL: optionalUrl,
    GRAPHQL_URL: optionalUrl,
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((s) => s.length >= 16), 'each secret needs at least 16 characters'),
    SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
    SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
    /**
     * Which proxies may set X-Forwarded-*: none unless named (a client could otherwise choose its
     * own address for the attempt budgets). `loopback` behind a proxy on the same host.
     */
    TRUST_PROXY: z.string().default('false'),
    /** The address partners reach the portal at (its origin): absolute links and Secure cookies follow it, never a request's headers. */
    PUBLIC_URL: optionalUrl,
    /** The deadline of one provider call, its retries included (see app/upstream/call-policy.server.ts). */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(8000),
    /**
     * Further attempts of a provider call that only reads (a GET, a GraphQL query, a media file) when
     * its connection fails or a gateway answers 502, 503 or 504, within the call's deadline. One by
     * default; 0 turns retries off. Writes are never sent twice.
     */
    UPSTREAM_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
    HUBSPOT_PORTAL_ID: z.string().default('0000000'),
    HUBSPOT_SIGNUP_FORM_ID: z.string().default('00000000-0000-0000-0000-000000000000'),
    HUBSPOT_TICKET_FORM_ID: z.string().default('00000000-0000-0000-0000-000000000001'),
    HUBSPOT_REGION: z.string().default('na1'),
    SUPPORT_EMAIL: z.email().default('partners@example.com'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SIGNIN_MAX_PER_ADDRESS: z.coerce.number().int().positive().default(30),
    SIGNIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
    /** Shared state of several instances (attempt counters, session epochs, short-lived content); unset: each instance keeps its own. */
    REDIS_URL: z
      .url()
      .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// or rediss:// URL')
      .optional(),
    /**
     * The port of the Prometheus scrape endpoint (`/metrics`), a server of its own apart from the
     * portal's port, which a proxy in front of the portal therefore never reaches. Unset: off.
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** The address the metrics server listens on: loopback unless a scraper elsewhere must reach it. */
    METRICS_HOST: z.string().min(1).max(253).default('127.0.0.1'),
    /**
     * Where OpenTelemetry traces go: an OTLP/HTTP receiver's base address, to which `/v1/traces`
     * is added (the collector's usual `http://host:4318`). Unset: no traces, and nothing of the
     * tracing SDK is loaded.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z
      .url()
      .max(2048)
      .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
      .optional(),
    /** The service name the traces carry. */
    OTEL_SERVICE_NAME: z.string().min(1).max(100).default('partner-portal'),
    /** Set by `npm run dev`: where Vite's web socket for hot module replacement listens. Read in development only. */
    DEV_SERVER_ORIGIN: z.string().optional(),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.SESSION_SECRET.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT: metrics are never served on the portal port' });
    }
    if (config.GRAPHQL_URL && !config.API_URL) {
      ctx.addIssue({ code: 'custom', path: ['API_URL'], message: 'is required when GRAPHQL_URL is set' });
    }
  });

export type PortalConfig = z.infer<typeof configSchema> & {
  API_URL: string;
  GRAPHQL_URL: string;
};

/**
 * An address as a base that paths are added to: without the slashes at its end ('/base//' ->
 * '/base'), in one pass (no pattern to backtrack). The provider's addresses are kept so, and
 * the provider client and the traces' exporter add their paths to a setting's address with it.
 */
export function trimTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 0x2f) end -= 1;
  return value.slice(0, end);
}

/** One clear line naming the first bad variable, for a start-up that must stop. */
function describeConfigError(error: z.ZodError): string {
  const issue = error.issues[0];
  const name = issue?.path.join('.') || 'environment';
  return `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`;
}

export function parseConfig(env: Record<string, string | undefined>): PortalConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) throw new Error(describeConfigError(result.error));
  const config = result.data;
  const apiUrl = trimTrailingSlashes(config.API_URL ?? 'http://127.0.0.1:4010');
  return {
    ...config,
    SESSION_SECRET: config.SESSION_SECRET.length > 0 ? config.SESSION_SECRET : ['development-only-session-secret'],
    API_URL: apiUrl,
    GRAPHQL_URL: trimTrailingSlashes(config.GRAPHQL_URL ?? `${apiUrl}/graphql`),
    PUBLIC_URL: config.PUBLIC_URL === undefined ? undefined : new URL(config.PUBLIC_URL).origin,
  };
}

let cached: PortalConfig | undefined;

/** The configuration of this process, read once. */
export function getConfig(): PortalConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
