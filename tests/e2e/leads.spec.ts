import type { Locator, Page } from '@playwright/test';
import { expect, inEveryTheme, sandbox, signInAs, test } from './fixtures';

/** The ids of the table's rows, top to bottom. */
async function rowIds(page: Page): Promise<string[]> {
  return page.locator('.leads-table tbody tr td:first-child').allInnerTexts();
}

function table(page: Page): Locator {
  return page.getByRole('table', { name: 'Your leads' });
}

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search for leads' });
  await expect(box).toHaveAttribute('placeholder', 'Search for leads...');
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`));
}

/** RFC 4180 parsing, enough for the export: quoted cells with quotes, commas and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('the lead table lists the leads by id, each status as a coloured label with its text', async ({ page, signIn }) => {
  await signIn('/leads');
  await expect(page.getByRole('heading', { name: 'My Leads', level: 1 })).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(14);
  expect(await rowIds(page)).toEqual(['7001', '7002', '7003', '7004', '7005', '7006', '7007', '7008', '7009', '7010', '7011', '7012', '7013', '7014']);
  const status = (id: string) =>
    table(page)
      .locator('tbody tr', { has: page.getByRole('cell', { name: id, exact: true }) })
      .locator('.badge');
  await expect(status('7001')).toHaveText('New');
  await expect(status('7001')).toHaveClass(/badge--blue/);
  await expect(status('7002')).toHaveText('Qualified');
  await expect(status('7002')).toHaveClass(/badge--green/);
  await expect(status('7006')).toHaveText('Closed');
  await expect(status('7006')).toHaveClass(/badge--red/);
  await expect(status('7003')).toHaveText('Proposal');
  await expect(status('7003')).toHaveClass(/badge--yellow/);
  await expect(status('7004')).toHaveText('Contacted');
  await expect(status('7004')).toHaveClass(/badge--yellow/);
});

test('searching for a product model keeps only the leads with that product, in the URL', async ({ page, signIn }) => {
  await signIn('/leads');
  await search(page, 'cr-x10');
  await expect(page).toHaveURL(/[?&]q=cr-x10/);
  await expect.poll(() => rowIds(page)).toEqual(['7003', '7008', '7012']);
  await expect(page.getByRole('status').filter({ hasText: 'of 14 leads' })).toHaveText('3 of 14 leads');
  // Other fields match too: a company, case-insensitively.
  await search(page, 'NAVALI');
  await expect.poll(() => rowIds(page)).toEqual(['7003']);
  await search(page, 'zeppelin');
  await expect(page.getByText('No leads match your search.')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

test('the status summary counts the leads per status and its links filter the table', async ({ page, signIn }) => {
  await signIn('/leads');
  const summary = page.getByRole('navigation', { name: 'Leads by status' });
  await expect(summary.getByRole('link')).toHaveText(['All 14', 'Closed 2', 'Contacted 3', 'New 3', 'Proposal 3', 'Qualified 3']);
  await summary.getByRole('link', { name: 'New 3' }).click();
  await expect(page).toHaveURL(/[?&]status=New/);
  await expect.poll(() => rowIds(page)).toEqual(['7001', '7005', '7010']);
  await expect(summary.getByRole('link', { name: 'New 3' })).toHaveAttribute('aria-current', 'true');
  // The search narrows the counts and keeps the status filter.
  await search(page, 'D450-C');
  await expect.poll(() => rowIds(page)).toEqual(['7010']);
  await expect(summary.getByRole('link')).toHaveText(['All 3', 'Contacted 1', 'New 1', 'Qualified 1']);
  await summary.getByRole('link', { name: 'All 3' }).click();
  await expect.poll(() => rowIds(page)).toEqual(['7008', '7010', '7011']);
});

test('a partner reading German sees each status named in German, filters by it and finds leads by it', async ({ page, signIn }) => {
  await signIn('/leads');
  await page.locator('.language-button').click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const summary = page.getByRole('navigation', { name: 'Leads nach Status' });
  // In the order of their German names; the filter's value stays the provider's status.
  await expect(summary.getByRole('link')).toHaveText(['Alle 14', 'Abgeschlossen 2', 'Angebot 3', 'Kontaktiert 3', 'Neu 3', 'Qualifiziert 3']);
  await summary.getByRole('link', { name: 'Neu 3' }).click();
  await expect(page).toHaveURL(/[?&]status=New(&|$)/);
  await expect.poll(() => rowIds(page)).toEqual(['7001', '7005', '7010']);
  await expect(page.getByRole('table', { name: 'Ihre Leads' }).locator('tbody .badge')).toHaveText(['Neu', 'Neu', 'Neu']);

  await summary.getByRole('link', { name: 'Alle' }).click();
  await expect(page).not.toHaveURL(/status=/);
  const box = page.getByRole('searchbox', { name: 'Leads durchsuchen' });
  await box.fill('qualifiziert');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=qualifiziert/);
  await expect.poll(() => rowIds(page)).toEqual(['7002', '7007', '7011']);
  await page
    .getByRole('link', { name: /^Details: / })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('.badge')).toHaveText('Qualifiziert');
});

test('a column header sorts ascending, then descending', async ({ page, signIn }) => {
  await signIn('/leads');
  const companies = () => table(page).locator('tbody tr td:nth-child(3)').allInnerTexts();
  const header = table(page).getByRole('columnheader', { name: /Company/ });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('link').click();
  await expect(page).toHaveURL(/sort=company&dir=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await companies();
  expect(ascending[0]).toBe('Aguas del Cantábrico');
  expect(ascending.at(-1)).toBe('Rheinland Tankbau GmbH');
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await header.getByRole('link').click();
  await expect(page).toHaveURL(/sort=company&dir=desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(companies).toEqual([...ascending].reverse());
  // The id column (the default) flips too, numerically.
  await table(page).getByRole('columnheader', { name: /ID/ }).getByRole('link').click();
  await expect
    .poll(() => rowIds(page))
    .toEqual(['7001', '7002', '7003', '7004', '7005', '7006', '7007', '7008', '7009', '7010', '7011', '7012', '7013', '7014']);
  await table(page).getByRole('columnheader', { name: /ID/ }).getByRole('link').click();
  await expect.poll(async () => (await rowIds(page))[0]).toBe('7014');
});

test('a search typed after a sort is one step of history: Back shows the sorted list and its text, Forward the search', async ({ page, signIn, js }) => {
  await signIn('/leads');
  await table(page)
    .getByRole('columnheader', { name: /Company/ })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\?sort=company&dir=asc$/);
  const box = page.getByRole('searchbox', { name: 'Search for leads' });
  if (js) {
    // Typed with a pause: the list follows twice, and the second send takes the first one's place.
    await box.pressSequentially('tank');
    await expect(page).toHaveURL(/[?&]q=tank(&|$)/);
    await box.pressSequentially('bau');
    await expect(page).toHaveURL(/[?&]q=tankbau(&|$)/);
  } else {
    await box.fill('tankbau');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=tankbau(&|$)/);
  }
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\?sort=company&dir=asc$/);
  await expect(box).toHaveValue('');
  await expect(table(page).locator('tbody tr')).toHaveCount(14);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]q=tankbau(&|$)/);
  await expect(box).toHaveValue('tankbau');
});

// The page's clock stands still from the click on: the typing's send (250 ms after the last key)
// is due either after the sorted list has come, or while it is still on its way.
for (const sendDue of ['after the list came', 'while the list is on its way'] as const) {
  test(
    `text typed while a sorted list is on its way stays and is searched in that list (send due ${sendDue})`,
    { tag: '@needs-js' },
    async ({ page, signIn }) => {
      await page.clock.install();
      await signIn('/leads');
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/partner\/leads\.data/, async (route) => {
        await released;
        await route.continue();
      });
      const held = page.waitForRequest(/\/partner\/leads\.data/);
      await table(page)
        .getByRole('columnheader', { name: /Company/ })
        .getByRole('link')
        .click();
      await held;
      await page.clock.pauseAt(Date.now() + 60_000);
      const box = page.getByRole('searchbox', { name: 'Search for leads' });
      await box.fill('tankbau');
      if (sendDue === 'while the list is on its way') {
        await page.clock.runFor(300);
        await expect(page).toHaveURL(/\/partner\/leads$/);
      }
      release();
      await expect(page).toHaveURL(/\?sort=company&dir=asc$/);
      await expect(box).toHaveValue('tankbau');
      await page.clock.runFor(300);
      await expect(page).toHaveURL(/[?&]q=tankbau(&|$)/);
      await expect(page).toHaveURL(/[?&]sort=company&dir=asc(&|$)/);
      await expect(box).toHaveValue('tankbau');
      await expect(table(page).locator('tbody tr')).toHaveCount(1);
      // Two steps of history: the sorted list, then the search in it.
      await page.goBack();
      await expect(page).toHaveURL(/\?sort=company&dir=asc$/);
      await expect(box).toHaveValue('');
      await expect(table(page).locator('tbody tr')).toHaveCount(14);
    },
  );
}

test("a lead's details modal shows every field and its products; it is a URL state", async ({ page, signIn }) => {
  await signIn('/leads');
  await table(page).getByRole('link', { name: 'Details: Luca Bianchi' }).click();
  await expect(page).toHaveURL(/[?&]lead=7003/);
  const dialog = page.getByRole('dialog', { name: 'Luca Bianchi' });
  await expect(dialog).toBeVisible();
  for (const text of [
    '7003',
    'Luca',
    'Bianchi',
    'Cantieri Navali Adriatici',
    'Proposal',
    'luca.bianchi@cna-shipyard.example',
    '+39 071 204 8870',
    'Italy (IT)',
    'Via del Porto 88',
    '60121',
    'Hull thickness surveys',
    'Offer sent with two crawlers',
  ]) {
    await expect(dialog).toContainText(text);
  }
  await expect(dialog.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveText(['CR-X10', 'TG50-D', 'IC3']);
  await dialog.getByRole('link', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/lead=/);

  // A lead without products, reached by its address.
  await page.goto('/partner/leads?lead=7005');
  const empty = page.getByRole('dialog', { name: 'Tiago Almeida' });
  await expect(empty.getByText('No products listed')).toBeVisible();
  await expect(empty.getByRole('list', { name: 'Products' })).toHaveCount(0);
});

test('Export CSV downloads exactly the rows the table shows, in its order', async ({ page, signIn }) => {
  await signIn('/leads?status=Qualified&sort=company&dir=desc');
  await search(page, 'example');
  await expect.poll(() => rowIds(page)).toEqual(['7011', '7007', '7002']);
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', '/partner/leads/export.csv?q=example&status=Qualified&sort=company&dir=desc');
  const href = await link.getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.toString('utf8').slice(1));
  expect(header).toEqual([
    'ID',
    'First name',
    'Last name',
    'Company',
    'Status',
    'E-mail',
    'Phone',
    'Created',
    'Country',
    'Street',
    'Postal code',
    'Message',
    'Note',
    'Products',
  ]);

  const visible = await table(page)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));
  expect(rows).toHaveLength(visible.length);
  rows.forEach((row, index) => {
    const [id, name, company, status, email, phone, , country, products] = visible[index];
    expect(row[0]).toBe(id);
    expect(`${row[1]} ${row[2]}`).toBe(name);
    expect(row[3]).toBe(company);
    expect(row[4]).toBe(status);
    expect(row[5]).toBe(email);
    // A cell starting with '+' would run as a formula: the export neutralises it.
    expect(row[6]).toBe(`'${phone}`);
    expect(row[8]).toBe(country);
    expect(row[13]).toBe(products);
  });
  // Accents survive (UTF-8), commas stay inside their quoted cell.
  expect(rows.map((row) => row[3])).toContain('Énergie Sud Maintenance');
  expect(rows.find((row) => row[0] === '7011')?.[13]).toBe('UT450, D450-C');
});

test('the export is for signed-in partners only', async ({ page }) => {
  const response = await page.request.get('/partner/leads/export.csv', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^\/partner\/signin\?redirectTo=/);
});

test('a failing leads call shows the error message in place, the page still renders', async ({ page, account, signIn }) => {
  await signIn();
  const fault = await sandbox.fault({ match: '/api/partner/leads', status: 500, email: account.email });
  try {
    await page.goto('/partner/leads');
    await expect(page.getByRole('heading', { name: 'My Leads', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Injected fault 500');
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
    await expect(page.locator('.sidebar')).toBeVisible();
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('a partner without leads sees that, not an empty table', async ({ page }) => {
  const account = await sandbox.createAccount({ empty: ['leads'] });
  await signInAs(page, account, '/leads');
  await expect(page.getByText('You have no leads yet.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

inEveryTheme(() => {
  test('the leads screen has no axe violations', async ({ page, signIn, expectAccessible }) => {
    await signIn('/leads?status=New');
    await expect(table(page)).toBeVisible();
    await expectAccessible();
  });

  test("a lead's details modal has no axe violations", async ({ page, signIn, expectAccessible }) => {
    await signIn('/leads?lead=7001');
    await expect(page.getByRole('dialog', { name: 'Jonas Becker' })).toBeVisible();
    await expectAccessible();
  });
});
