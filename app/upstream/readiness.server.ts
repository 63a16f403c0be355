import { getConfig } from '~/config.server';
import { exchange } from './client.server';

/** The longest a readiness probe waits for the provider (or the call deadline, when shorter). */
const READINESS_WAIT_MS = 2000;

/**
 * Whether the provider answers (`/partner/readyz`): one unauthenticated GET of the footer,
 * the call every page's shell makes, through the same exchange as every provider call (its
 * metrics and trace span under the endpoint `readiness`), never tried again and given at most
 * `READINESS_WAIT_MS`. Any answer below 500 counts: the provider is there.
 */
export async function providerAnswers(): Promise<boolean> {
  const config = getConfig();
  try {
    const { status } = await exchange({
      url: `${config.API_URL}/api/footer`,
      endpoint: 'readiness',
      method: 'GET',
      headers: { accept: 'application/json' },
      read: false,
      signal: AbortSignal.timeout(Math.min(READINESS_WAIT_MS, config.UPSTREAM_TIMEOUT_MS)),
    });
    return status < 500;
  } catch {
    return false;
  }
}
