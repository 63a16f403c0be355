export interface TicketCalls<T> {
  /** The e-mail of the partner's profile (the address the spec asks the CRM by). */
  profileEmail: Promise<string>;
  /** The e-mail the partner signed in with ('' when the session names none). */
  signedInEmail: string;
  ticketIds: (email: string) => Promise<string[]>;
  details: (ids: string[]) => Promise<T[]>;
}

/**
 * The partner's tickets: the CRM contact of the profile's e-mail, then its tickets. The
 * profile, the contact and the tickets would be three provider rounds one after another; the
 * contact is asked by the address the partner signed in with at once, beside the profile, and
 * its answer is used when the profile names that same address (as it nearly always does): two
 * rounds. When the profile names another, the contact is asked again by the profile's.
 */
export async function partnerTickets<T>({ profileEmail, signedInEmail, ticketIds, details }: TicketCalls<T>): Promise<T[]> {
  const early = signedInEmail === '' ? null : ticketIds(signedInEmail);
  // Never left unhandled when the profile names another address or fails.
  early?.catch(() => undefined);
  const email = (await profileEmail).trim();
  if (email === '') return [];
  const ids = email === signedInEmail && early ? await early : await ticketIds(email);
  return details(ids);
}
