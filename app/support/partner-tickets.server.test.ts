import { describe, expect, it } from 'vitest';
import { partnerTickets } from '~/support/partner-tickets.server';

/** The calls, recorded, with the contact's tickets by e-mail. */
function calls(tickets: Record<string, string[]>) {
  const asked: string[] = [];
  return {
    asked,
    ticketIds: async (email: string) => {
      asked.push(`contact ${email}`);
      if (!(email in tickets)) throw new Error(`no contact ${email}`);
      return tickets[email];
    },
    details: async (ids: string[]) => {
      asked.push(`details ${ids.join(',')}`);
      return ids.map((id) => ({ id }));
    },
  };
}

describe('partnerTickets', () => {
  it('asks the contact by the sign-in address beside the profile and uses it when the profile names the same', async () => {
    const made = calls({ 'ann@example.com': ['1', '2'] });
    let answerProfile: (email: string) => void = () => undefined;
    const profileEmail = new Promise<string>((resolve) => (answerProfile = resolve));
    const tickets = partnerTickets({ profileEmail, signedInEmail: 'ann@example.com', ...made });
    await Promise.resolve();
    // The contact is under way before the profile has answered.
    expect(made.asked).toEqual(['contact ann@example.com']);
    answerProfile(' ann@example.com ');
    expect(await tickets).toEqual([{ id: '1' }, { id: '2' }]);
    expect(made.asked).toEqual(['contact ann@example.com', 'details 1,2']);
  });

  it("asks again by the profile's address when it differs from the sign-in address", async () => {
    const made = calls({ 'ann@example.com': ['1'], 'ann.b@example.com': ['7'] });
    const tickets = await partnerTickets({ profileEmail: Promise.resolve('ann.b@example.com'), signedInEmail: 'ann@example.com', ...made });
    expect(tickets).toEqual([{ id: '7' }]);
    expect(made.asked).toEqual(['contact ann@example.com', 'contact ann.b@example.com', 'details 7']);
  });

  it('a failed early contact does not fail the tickets when the profile names another address', async () => {
    const made = calls({ 'ann.b@example.com': ['7'] });
    const tickets = await partnerTickets({ profileEmail: Promise.resolve('ann.b@example.com'), signedInEmail: 'gone@example.com', ...made });
    expect(tickets).toEqual([{ id: '7' }]);
  });

  it('the failed contact of the same address is the failure', async () => {
    const made = calls({});
    await expect(partnerTickets({ profileEmail: Promise.resolve('ann@example.com'), signedInEmail: 'ann@example.com', ...made })).rejects.toThrow(
      'no contact ann@example.com',
    );
  });

  it('no e-mail on the profile is no tickets, with no detail asked for', async () => {
    const made = calls({ 'ann@example.com': ['1'] });
    expect(await partnerTickets({ profileEmail: Promise.resolve('  '), signedInEmail: 'ann@example.com', ...made })).toEqual([]);
    expect(made.asked).toEqual(['contact ann@example.com']);
  });

  it('without a sign-in address the contact waits for the profile', async () => {
    const made = calls({ 'ann@example.com': [] });
    expect(await partnerTickets({ profileEmail: Promise.resolve('ann@example.com'), signedInEmail: '', ...made })).toEqual([]);
    expect(made.asked).toEqual(['contact ann@example.com', 'details ']);
  });
});
