import { toDate } from '~/lib/format';
import { cutText } from '~/lib/text';
import type { Ticket } from '~/upstream/schemas/support';

/** One ticket as the support screen shows it; null fields show the spec's placeholders. */
export interface TicketRow {
  id: string;
  subject: string | null;
  /** The whole description (plain text) for the ticket modal. */
  description: string | null;
  /** The description cut for the table (spec 9's 100/140 rule). */
  summary: string | null;
  /** ISO 8601 creation time, formatted in the partner's time zone by the view. */
  created: string | null;
}

/**
 * Maps the CRM's tickets: markup stripped from subject and content (the CRM may send HTML),
 * dates normalised, tickets without an id dropped (they could not be opened).
 */
export function toTicketRows(tickets: readonly Ticket[], plainText: (html: string) => string): TicketRow[] {
  const rows: TicketRow[] = [];
  for (const ticket of tickets) {
    if (ticket.id === null) continue;
    const subject = plainText(ticket.properties.subject);
    const description = plainText(ticket.properties.content);
    const created = toDate(ticket.properties.createdate);
    rows.push({
      id: ticket.id,
      subject: subject === '' ? null : subject,
      description: description === '' ? null : description,
      summary: description === '' ? null : cutText(description).text,
      created: created ? created.toISOString() : null,
    });
  }
  return rows;
}
