import { toCsv } from './csv';
import type { LeadRecord } from './lead-search';

/** The export's columns, in order: dictionary key (under `leads:columns`) and the cell of a lead. */
const CSV_COLUMNS: ReadonlyArray<{ key: string; cell: (lead: LeadRecord) => string }> = [
  { key: 'id', cell: (lead) => lead.id ?? '' },
  { key: 'firstname', cell: (lead) => lead.firstname },
  { key: 'lastname', cell: (lead) => lead.lastname },
  { key: 'company', cell: (lead) => lead.company },
  { key: 'status', cell: (lead) => lead.status },
  { key: 'email', cell: (lead) => lead.email },
  { key: 'phone', cell: (lead) => lead.phone },
  { key: 'created', cell: (lead) => lead.created ?? '' },
  { key: 'country', cell: (lead) => lead.country },
  { key: 'street', cell: (lead) => lead.street },
  { key: 'zip', cell: (lead) => lead.zip },
  { key: 'message', cell: (lead) => lead.message },
  { key: 'note', cell: (lead) => lead.note },
  {
    key: 'products',
    cell: (lead) =>
      lead.products
        .map((product) => product.model)
        .filter(Boolean)
        .join(', '),
  },
];

/** The leads as a CSV document with a header row of translated column names. */
export function leadsCsv(leads: readonly LeadRecord[], heading: (key: string) => string): string {
  return toCsv([CSV_COLUMNS.map((column) => heading(column.key)), ...leads.map((lead) => CSV_COLUMNS.map((column) => column.cell(lead)))]);
}

/** 'leads-2026-03-05.csv' */
export function exportFileName(now: Date = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
