import { Router } from 'express';
import type { SandboxContext } from '../context';
import { toLocale } from '../locales';
import type { Account } from '../state';
import type { ElementType } from '../types';
import { findPinnable, pinnedItemView, portfoliosView, type IsPinned } from '../views/catalogue';
import { requireAuth } from './authenticate';
import { accountOf, sendBody } from './respond';

const pinCheck =
  (account: Account): IsPinned =>
  (elementType, id) =>
    account.pins.some((pin) => pin.elementType === elementType && pin.id === id);

function toElementType(value: unknown): ElementType | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  if (lower === 'product') return 'Product';
  if (lower === 'category' || lower === 'portfolio') return 'Category';
  if (lower === 'document') return 'Document';
  return undefined;
}

/** Portfolios with their products, and the pinned items. */
export function catalogueRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/api/partner/categories', requireAuth(ctx), (req, res) => {
    const account = accountOf(res);
    sendBody(res, { categories: portfoliosView(toLocale(req.query.locale), pinCheck(account)) });
  });

  router.get('/api/partner/pin-products', requireAuth(ctx), (req, res) => {
    const account = accountOf(res);
    const locale = toLocale(req.query.locale);
    const products = account.pins.flatMap((pin) => {
      const item = pinnedItemView(pin, locale);
      return item ? [item] : [];
    });
    sendBody(res, { products });
  });

  router.post('/api/partner/pin-products-action', requireAuth(ctx), (req, res) => {
    const account = accountOf(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const action = typeof body.action === 'string' ? body.action.trim().toLowerCase() : '';
    if (action !== 'add' && action !== 'remove') {
      res.status(400).json({ status: false, message: 'action must be "add" or "remove"' });
      return;
    }
    const id = typeof body.id === 'number' ? body.id : typeof body.id === 'string' ? Number(body.id.trim()) : Number.NaN;
    const target = Number.isInteger(id) ? findPinnable(id, toElementType(body.elementType)) : null;
    if (!target) {
      res.json({ status: false, message: 'Item not found' });
      return;
    }
    const isTarget = (pin: { id: number; elementType: ElementType }) => pin.id === target.id && pin.elementType === target.elementType;
    if (action === 'add') {
      if (!account.pins.some(isTarget)) account.pins.push(target);
      res.json({ status: true, message: 'Item pinned' });
      return;
    }
    account.pins = account.pins.filter((pin) => !isTarget(pin));
    res.json({ status: true, message: 'Item unpinned' });
  });

  return router;
}
