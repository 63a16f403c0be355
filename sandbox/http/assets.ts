import { Router } from 'express';
import type { SandboxContext } from '../context';
import { toLocale } from '../locales';
import { ASSET_LISTS, ASSET_LIST_NAMES, type AssetListName } from '../seed/assets';
import { requireAuth } from './authenticate';
import { sendBody } from './respond';

/** The six media-asset lists. */
export function assetRoutes(ctx: SandboxContext): Router {
  const router = Router();
  for (const name of ASSET_LIST_NAMES) {
    router.get(`/api/partner/${name}`, requireAuth(ctx), (req, res) => {
      sendBody(res, ASSET_LISTS[name as AssetListName](toLocale(req.query.locale)));
    });
  }
  return router;
}
