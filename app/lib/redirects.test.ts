import { describe, expect, it } from 'vitest';
import { redirect, redirectDocument, replace } from '~/lib/redirects';

describe('redirects to portal addresses', () => {
  it('hands the router the path below its basename, query and fragment kept', () => {
    expect(redirect('/partner/leads?status=New').headers.get('Location')).toBe('/leads?status=New');
    expect(replace('/partner/dashboard#event-3').headers.get('Location')).toBe('/dashboard#event-3');
    expect(redirectDocument('/partner/media/media/documents/a.pdf').headers.get('Location')).toBe('/media/media/documents/a.pdf');
  });

  it("takes the portal's root to the router's root, and leaves other sites as they are", () => {
    expect(redirect('/partner').headers.get('Location')).toBe('/');
    expect(redirect('https://example.com/partner/leads').headers.get('Location')).toBe('https://example.com/partner/leads');
  });

  it('keeps the status and headers it is given', () => {
    const response = redirect('/partner/signin', { status: 303, headers: { 'Set-Cookie': 'a=1' } });
    expect(response.status).toBe(303);
    expect(response.headers.get('Set-Cookie')).toBe('a=1');
  });
});
