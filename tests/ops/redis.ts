import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

/** Debian's redis-server (apt-get install redis-server), or the one on PATH. */
const REDIS_SERVER = existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server';

/** Whether a Redis answers PING on the port. */
export function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
  });
}

export interface RedisServer {
  port: number;
  url: string;
  pid: number;
  output: () => string;
  /** Ends the server by its process id (SIGKILL: gone at once, as a crash). */
  kill: () => Promise<void>;
}

/** Starts a throw-away Redis on loopback: no persistence, no snapshot; waits until it answers. */
export async function startRedis(port: number): Promise<RedisServer> {
  const child: ChildProcess = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  const deadline = Date.now() + 15_000;
  while (!(await pings(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${port}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(child.pid!, 'SIGKILL');
      await once(child, 'exit');
    },
  };
}
