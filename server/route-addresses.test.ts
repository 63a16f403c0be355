import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MANIFEST_PATHS, refuseWhatNoRouteServes } from './route-addresses';
import { actionRoute, isResourceRoute, matchedRoutes, routeTable } from './route-tree';
import { addressOf, portalRoutes, routePatternsById } from '../tests/helpers/portal-routes';

/**
 * What the router is never asked for: the data address of a resource route, a post no action
 * takes, a manifest request beyond what a page asks. The routes are the portal's own, read from
 * app/routes.ts and the route modules: a new resource route is covered without a line here.
 */
const routes = await portalRoutes();
const patterns = routePatternsById(routes);
const all = Object.values(routes).filter((route) => route !== undefined);
const resourceRoutes = all.filter(isResourceRoute);
const pageRoutes = all.filter((route) => !isResourceRoute(route) && route.id !== 'root' && route.id !== 'routes/signed-in-layout');

/** The build's facts the guard reads, with the portal's routes. */
const build = { routes, basename: '/partner', routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' } } as unknown as ServerBuild;

let server: Server;
let base = '';
beforeAll(async () => {
  const app = express();
  app.use(refuseWhatNoRouteServes(build));
  app.use((req, res) => res.status(299).json({ reached: req.originalUrl }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const post = (path: string) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });

describe('the routes the guard reads', () => {
  it('are those of app/routes.ts: the files, the calendar entry, the CSV and the index redirect have no component', () => {
    expect(resourceRoutes.map((route) => route.id).sort()).toEqual(
      expect.arrayContaining(['routes/home', 'routes/media.$', 'routes/events.$id.ics', 'routes/leads.export.csv']),
    );
    expect(pageRoutes.length).toBeGreaterThan(15);
    for (const route of pageRoutes) expect(matchedRoutes(routeTable(routes), addressOf(patterns.get(route.id) ?? '')).at(-1)?.id, route.id).toBe(route.id);
  });
});

describe('a data address', () => {
  it.each(resourceRoutes.map((route) => [route.id, addressOf(patterns.get(route.id) ?? '')]))(
    'of %s (%s) is answered 404 before any route runs',
    async (_id, address) => {
      const data = address.endsWith('/') ? `${address}_.data` : `${address}.data`;
      for (const response of [await fetch(`${base}${data}`), await fetch(`${base}${data}?_routes=root`), await post(data)]) {
        expect(response.status, data).toBe(404);
        expect(await response.text()).toBe('Not Found');
      }
      // Its own address goes on to the route.
      expect((await fetch(`${base}${address}`)).status).toBe(299);
    },
  );

  it('of a resource route spelt with dot segments or backslashes is the same address', async () => {
    for (const path of ['/partner/x/../leads/export.csv.data', '/partner/x/%2e%2e/leads/export.csv.data', '/partner/x\\..\\leads\\export.csv.data']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('of every page goes on to the router', async () => {
    for (const route of pageRoutes) {
      const address = addressOf(patterns.get(route.id) ?? '');
      expect((await fetch(`${base}${address}.data`)).status, route.id).toBe(299);
    }
  });
});

describe('a post', () => {
  it('to a page whose route has an action goes on; to one without, 405 with Allow and nothing of the route', async () => {
    for (const route of pageRoutes) {
      const address = addressOf(patterns.get(route.id) ?? '');
      const query = route.index ? '?index' : '';
      for (const path of [`${address}${query}`, `${address}.data${query}`]) {
        const response = await post(path);
        if (route.module.action !== undefined) {
          expect(response.status, path).toBe(299);
        } else {
          expect(response.status, path).toBe(405);
          expect(response.headers.get('allow')).toBe('GET, HEAD');
          const text = await response.text();
          expect(text).toBe('Method Not Allowed');
        }
      }
    }
  });

  it("finds the action React Router runs: the index route's only with a bare ?index", () => {
    const table = routeTable(routes);
    const target = (path: string, search = '') => actionRoute(matchedRoutes(table, path), new URLSearchParams(search))?.id;
    expect(target('/partner/')).toBe('root');
    expect(target('/partner/', 'index')).toBe('routes/home');
    expect(target('/partner/', 'index=1')).toBe('root');
    expect(target('/partner/dashboard')).toBe('routes/dashboard');
    expect(target('/partner/playbook/7')).toBe('routes/playbook.$id');
    expect(target('/partner/no/such/screen')).toBe('routes/not-found');
  });
});

describe('a manifest request', () => {
  const manifest = (paths: string[]) => fetch(`${base}/partner/__manifest?paths=${encodeURIComponent(paths.join(','))}&version=v1`);

  it('for as many addresses as a page asks goes on', async () => {
    const paths = Array.from({ length: MAX_MANIFEST_PATHS }, (_, index) => `/partner/playbook/${index}/7`);
    expect((await manifest(paths)).status).toBe(299);
    expect((await fetch(`${base}/partner/__manifest?paths=%2Fpartner%2Fleads&version=v1`, { method: 'HEAD' })).status).toBe(299);
  });

  it('for more addresses, or one deeper than any address of the portal, is refused with 400', async () => {
    const short = Array.from({ length: 1000 }, (_, index) => `/${index}`);
    expect(short.join(',').length).toBeLessThan(7_680);
    expect((await manifest(short)).status).toBe(400);
    expect((await manifest(Array.from({ length: MAX_MANIFEST_PATHS + 1 }, (_, index) => `/p${index}`))).status).toBe(400);
    expect((await manifest([`/partner${'/a'.repeat(40)}`])).status).toBe(400);
    expect((await post('/partner/__manifest?paths=%2Fpartner%2Fleads')).status).toBe(400);
  });
});
