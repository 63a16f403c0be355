import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../processes';
import { WAIT_MS, describe, locate, until, type Cookie, type Driver, type Key, type Target } from './driver';

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, over classic WebDriver (W3C), with a small
 * client of its own (fetch). One WebKitWebDriver per run, on an X display of its own (Xvfb,
 * started and stopped here: MiniBrowser has no headless mode); one session, that is one
 * MiniBrowser with an ephemeral profile, per flow.
 *
 * WebKitWebDriver 2.50 offers no WebDriver BiDi (a session asking for `webSocketUrl` is
 * refused) and no log endpoint, so console messages do not reach the driver. The page's
 * errors are recorded by a script the driver adds to each document with its first command
 * (RECORDER): it wraps console.error and listens for uncaught errors and rejections, keeping
 * what it saw in sessionStorage across the flow's document loads. What happens in a document
 * before the driver's first command reaches it (its parse and hydration) is not caught.
 *
 * A document that is being left is not held to its errors about loads: once `beforeunload` has
 * fired, WebKit rejects the document's fetches still under way with "TypeError: Load failed"
 * before `pagehide`, and React Router logs that for the route manifest it was fetching for the
 * page's links (a flow that goes to another address right after the dashboard hydrated). Such a
 * rejection means the partner went elsewhere, not that the page failed, so the recorder skips
 * "Load failed" errors from then on; every other error of a leaving document still counts.
 */

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C' };
const ERRORS_KEY = '__engineErrors';
/** The longest a WebDriver command may take (a page load included). */
const COMMAND_MS = WAIT_MS * 2;

/** Added in front of every script the driver runs: records the document's errors from then on. */
const RECORDER = `(() => {
  if (window.__engineRecorder) return;
  window.__engineRecorder = true;
  const keep = (text) => {
    try {
      const kept = JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]');
      kept.push(text);
      sessionStorage.setItem('${ERRORS_KEY}', JSON.stringify(kept));
    } catch (_) {}
  };
  let leaving = false;
  addEventListener('beforeunload', () => { leaving = true; });
  addEventListener('pageshow', () => { leaving = false; });
  const error = console.error;
  console.error = (...args) => {
    const cancelledLoad = leaving && args.some((arg) => arg instanceof TypeError && arg.message === 'Load failed');
    if (!cancelledLoad) keep('console.error: ' + args.map((arg) => (arg instanceof Error ? arg.stack || String(arg) : String(arg))).join(' '));
    return error.apply(console, args);
  };
  addEventListener('error', (event) => {
    if (event.error || event.message) keep('uncaught: ' + (event.error ? String(event.error) : event.message));
  });
  addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + String(event.reason)));
})();`;

interface WebDriverAnswer {
  value: any;
}

/** Xvfb and WebKitWebDriver, started for the run and stopped by their pids. */
export interface WebKitService {
  url: string;
  stop(): Promise<void>;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function startWebKit(webDriverPath: string): Promise<WebKitService> {
  // Xvfb picks a free display and writes its number on the descriptor it is given.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  const port = await freePort();
  const driver = spawn(webDriverPath, [`--port=${port}`], { env: { ...process.env, DISPLAY: display }, stdio: ['ignore', 'ignore', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  await until('WebKitWebDriver to answer', async () => {
    const status = await fetch(`${url}/status`);
    return status.ok;
  });
  return {
    url,
    async stop() {
      await stopProcess(driver);
      await stopProcess(xvfb);
    },
  };
}

class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

export async function webkitDriver(service: WebKitService, origin: string): Promise<{ driver: Driver; close: () => Promise<void> }> {
  const call = async (method: string, path: string, body?: unknown): Promise<any> => {
    const response = await fetch(`${service.url}${path}`, {
      method,
      // A command that hangs fails the flow with its name instead of stalling the run.
      signal: AbortSignal.timeout(COMMAND_MS),
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as WebDriverAnswer;
    if (!response.ok) throw new WebDriverError(answer.value?.error ?? String(response.status), answer.value?.message ?? '');
    return answer.value;
  };
  const created = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        timeouts: { pageLoad: WAIT_MS, script: WAIT_MS, implicit: 0 },
      },
    },
  });
  const session = `/session/${created.sessionId as string}`;
  await call('POST', `${session}/window/rect`, { width: 1280, height: 900 });

  const execute = async (source: string, args: unknown[]): Promise<any> =>
    call('POST', `${session}/execute/sync`, { script: `${RECORDER}\nreturn (${source}).apply(null, arguments);`, args });

  const loaded = async () => {
    await until('the document to load', () => execute('() => document.readyState === "complete"', []));
    await until('React to hydrate the page', () =>
      execute('() => document.documentElement.dataset.hydrated === "true" || document.querySelector("main.error-page") !== null', []),
    );
  };

  const element = async (target: Target): Promise<string> =>
    until(`the element ${describe(target)}`, async () => {
      const found = await execute(locate.toString(), [target]);
      return found ? (found[ELEMENT] as string) : null;
    });

  /**
   * Acts on the element once it is there; if it is replaced between finding and acting, finds it
   * again. WebDriver scrolls an element only until it is in view: one that something else then
   * covers where the click lands (a sticky bar, say) would stay covered at every try, so it is
   * brought to the middle of the window before the next.
   */
  const act = async (target: Target, action: (id: string) => Promise<void>) => {
    await until(`to act on ${describe(target)}`, async () => {
      const id = await element(target);
      try {
        await action(id);
        return true;
      } catch (error) {
        if (error instanceof WebDriverError && (error.code === 'stale element reference' || error.code === 'element not interactable')) return false;
        if (error instanceof WebDriverError && error.code === 'element click intercepted') {
          await execute('(el) => el.scrollIntoView({ block: "center", inline: "center" })', [{ [ELEMENT]: id }]);
        }
        throw error;
      }
    });
  };

  const keys = async (text: string) =>
    call('POST', `${session}/actions`, {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [...text].flatMap((key) => [
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
          ]),
        },
      ],
    });

  const driver: Driver = {
    engine: 'webkit',
    js: true,
    async goto(path) {
      await call('POST', `${session}/url`, { url: `${origin}${path}` });
      await loaded();
    },
    async reload() {
      await call('POST', `${session}/refresh`, {});
      await loaded();
    },
    async url() {
      return call('GET', `${session}/url`);
    },
    async evaluate(fn, ...args) {
      return execute(fn.toString(), args);
    },
    async click(target) {
      await act(target, (id) => call('POST', `${session}/element/${id}/click`, {}));
    },
    async fill(target, text) {
      await act(target, async (id) => {
        await call('POST', `${session}/element/${id}/clear`, {});
        // WebKitWebDriver refuses an empty text; clearing takes the focus away (as WebDriver's
        // Element Clear does), so an empty fill clears and focuses the field again.
        if (text !== '') await call('POST', `${session}/element/${id}/value`, { text });
        else await call('POST', `${session}/element/${id}/click`, {});
      });
    },
    async upload(target, file) {
      await act(target, (id) => call('POST', `${session}/element/${id}/value`, { text: file }));
    },
    async press(key) {
      await keys(KEYS[key]);
    },
    async frameText(iframe) {
      const id = await element(iframe);
      await call('POST', `${session}/frame`, { id: { [ELEMENT]: id } });
      try {
        return await until(`text in the frame of ${describe(iframe)}`, () =>
          call('POST', `${session}/execute/sync`, { script: 'return document.body ? document.body.innerText || null : null', args: [] }),
        );
      } finally {
        await call('POST', `${session}/frame/parent`, {});
      }
    },
    async cookies(): Promise<Cookie[]> {
      const all = (await call('GET', `${session}/cookie`)) as Cookie[];
      return all.map(({ name, value }) => ({ name, value }));
    },
    async errors() {
      const kept = await execute(`() => JSON.parse(sessionStorage.getItem('${ERRORS_KEY}') || '[]')`, []);
      return kept as string[];
    },
  };
  return { driver, close: () => call('DELETE', session).then(() => undefined) };
}
