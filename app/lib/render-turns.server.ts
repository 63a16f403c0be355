/** Page renders waiting for their turn (see `renderTurn`). */
const waiting: Array<() => void> = [];
let taking = false;

function takeTurn() {
  const next = waiting.shift();
  if (!next) {
    taking = false;
    return;
  }
  next();
  // Queued from inside the check phase, the next turn comes in the event loop's next round:
  // the process reads its sockets (new requests, provider answers) in between.
  setImmediate(takeTurn);
}

/**
 * Settles when it is this page's turn to render: pages whose data came in together render one
 * per turn of the event loop, in the order they asked, and the process takes new requests and
 * answers between them. Rendered all in one go, twenty pages waiting on one shared provider
 * answer kept the process from reading any socket until the last of them was sent, and it
 * then idled through the next call (decision 031). When nothing waits, a turn takes
 * microseconds.
 */
export function renderTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!taking) {
      taking = true;
      setImmediate(takeTurn);
    }
  });
}
