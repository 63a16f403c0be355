import { describe, expect, it } from 'vitest';
import { UpstreamError } from '~/upstream/errors';
import { section } from '~/upstream/section.server';

describe('section', () => {
  it('answers the data, or a provider failure as data so the rest of the page renders', async () => {
    await expect(section(Promise.resolve([1]))).resolves.toEqual({ ok: true, data: [1] });
    await expect(section(Promise.reject(new UpstreamError({ code: 'server', status: 503, serverMessage: 'down' })))).resolves.toEqual({
      ok: false,
      error: { code: 'server', status: 503, serverMessage: 'down' },
    });
  });

  it('lets a 401 and anything that is not a provider failure through', async () => {
    await expect(section(Promise.reject(new UpstreamError({ code: 'unauthorized', status: 401 })))).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(section(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
