// The Node options and environment the portal runs with, wherever it is started (npm start,
// the benchmarks, the end-to-end tests; the Dockerfile and the systemd unit spell the same,
// which a unit test checks).
// - A young generation of 2 × 8 MB instead of V8's 2 × 16 MB: the resident size about 25 MB
//   lower under load for about 3 % more CPU (decision 014).
// - An old generation let grow to 2.5 × what a collection leaves, instead of up to 4 ×: about
//   50 MB lower for about 2 % more (decision 022).
// - An old generation of at most 128 MB, and glibc's malloc in at most two arenas: on Node 24
//   the resident size under the bench's load falls from 325–375 MB to about 232 MB, for a few
//   per cent of CPU (decision 024). Whatever the portal keeps that can be large is weighed
//   (`maxSize` in app/lib/cache.server.ts), so what it keeps stays far below that ceiling.
export const PORTAL_NODE_ARGS = ['--max-semi-space-size=8', '--heap-growing-percent=150', '--max-old-space-size=128'];

/** Environment the portal's process needs from its start (glibc reads it before Node runs). */
export const PORTAL_NODE_ENV = { MALLOC_ARENA_MAX: '2' };
