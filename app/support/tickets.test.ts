import { describe, expect, it } from 'vitest';
import { toTicketRows } from '~/support/tickets';
import { ticketsResponseSchema } from '~/upstream/schemas/support';

const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();

describe('toTicketRows', () => {
  it('maps subject, description and date, leaving placeholders to the view when missing', () => {
    const tickets = ticketsResponseSchema.parse({
      body: {
        results: [
          { id: '81290041', properties: { subject: 'Lidar error', content: 'After the <b>update</b>', createdate: '2026-03-04T09:15:00.000Z' } },
          { id: 81290063, properties: { content: '', createdate: 'garbage' } },
          { id: '81290078', properties: null },
          { properties: { subject: 'no id' } },
        ],
      },
    });
    expect(toTicketRows(tickets, plain)).toEqual([
      { id: '81290041', subject: 'Lidar error', description: 'After the update', summary: 'After the update', created: '2026-03-04T09:15:00.000Z' },
      { id: '81290063', subject: null, description: null, summary: null, created: null },
      { id: '81290078', subject: null, description: null, summary: null, created: null },
    ]);
  });

  it('cuts a long description for the table and keeps it whole for the modal', () => {
    const long = 'word '.repeat(60).trim();
    const [row] = toTicketRows(ticketsResponseSchema.parse([{ id: 1, properties: { content: long } }]), plain);
    expect(row.description).toBe(long);
    expect(row.summary?.endsWith('…')).toBe(true);
    expect(row.summary!.length).toBeLessThanOrEqual(141);
  });
});
