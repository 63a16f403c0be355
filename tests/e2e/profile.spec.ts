import { totpCode } from '../sandbox-control';
import { changeProviderProfile, providerProfile, providerToken } from './assets-data';
import { confirmTwoFactor, editForm, expect, fieldError, inEveryTheme, sandbox, signInAs, test, signOut, type Account } from './fixtures';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test('the profile shows the card and each tab shows the partner fields', async ({ page, signIn }) => {
  await signIn('/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const card = page.getByRole('region', { name: 'Your profile' });
  await expect(card).toContainText('Alex');
  await expect(card).toContainText('Morgan');
  await expect(card).toContainText('Northwind Inspection Services');
  await expect(card.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', /^\/partner\/media\//);

  const tabs = page.getByRole('navigation', { name: 'Partner details' });
  const panel = page.locator('#profile-panel');
  // Profile (default): company name, website, e-mail, logo.
  await expect(tabs.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(panel).toContainText('Northwind Inspection Services Ltd');
  await expect(panel.getByRole('link', { name: 'https://www.northwind-inspection.example' })).toBeVisible();
  await expect(panel).toContainText('info@northwind-inspection.example');
  await expect(panel.getByRole('img', { name: 'Partner logo' })).toHaveAttribute('src', /^\/partner\/media\//);

  await tabs.getByRole('link', { name: 'General' }).click();
  await expect(page).toHaveURL(/\/partner\/profile\?tab=general$/);
  await expect(tabs.getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
  for (const text of [
    'GB 284 5539 12',
    'United Kingdom',
    'Greater Manchester',
    'Unit 7, Trafford Park Road, Manchester M17 1HH',
    '+44 161 496 0100',
    '+44 161 496 0101',
  ]) {
    await expect(panel).toContainText(text);
  }
  await expect(panel.getByText('Fax', { exact: true })).toBeVisible();

  await tabs.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/partner\/profile\?tab=users$/);
  const first = panel.getByRole('row', { name: /First contact/ });
  for (const text of [
    'Morgan',
    'Alex',
    'Partner Sales Manager',
    '+44 161 496 0118',
    'alex.morgan@northwind-inspection.example',
    'Main contact for orders and price lists.',
  ]) {
    await expect(first).toContainText(text);
  }
  const second = panel.getByRole('row', { name: /Second contact/ });
  for (const text of [
    'Okafor',
    'Grace',
    'Service Manager',
    '+44 161 496 0125',
    'grace.okafor@northwind-inspection.example',
    'Contact for repairs, calibration and RMA numbers.',
  ]) {
    await expect(second).toContainText(text);
  }

  await tabs.getByRole('link', { name: 'IDs' }).click();
  await expect(page).toHaveURL(/\/partner\/profile\?tab=ids$/);
  for (const text of ['0010045871', '6f1c2a94-3b7e-4d21-9a0c-5e8f7b1d2c43', '15437821', 'Authorised reseller for the United Kingdom and Ireland since 2019.']) {
    await expect(panel).toContainText(text);
  }
  // partnerPriceID is read but not displayed.
  await expect(page.locator('body')).not.toContainText('PL-EU-B');

  await tabs.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/partner\/profile\??$/);
  await expect(panel).toContainText('info@northwind-inspection.example');
});

test("the Users tab's contacts table scrolls in its own region: the page is never wider than a 768 px window", async ({ page, signIn }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await signIn('/profile?tab=users');
  const region = page.getByRole('region', { name: 'Contacts' });
  await expect(region.getByRole('row', { name: /Second contact/ })).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'the page scrolls sideways').toBeLessThanOrEqual(widths.window);
  const box = await region.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(768);
});

test('the edit form starts with the profile values', async ({ page, signIn, account }) => {
  await signIn('/profile');
  const form = editForm(page);
  await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Alex');
  await expect(form.getByLabel('Last Name', { exact: true })).toHaveValue('Morgan');
  await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Partner Sales Manager');
  await expect(form.getByLabel('Phone', { exact: true })).toHaveAttribute('required', '');
  await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  await expect(form.getByLabel('LinkedIn URL', { exact: true })).toHaveValue('https://www.linkedin.com/in/alex-morgan-northwind');
  await expect(form.getByLabel('X URL', { exact: true })).toHaveValue('https://x.com/northwind_insp');
  await expect(form.getByLabel('Facebook URL', { exact: true })).toHaveValue('https://www.facebook.com/northwindinspection');
  await expect(form.getByLabel('Profile Photo', { exact: true })).toHaveAttribute('type', 'file');
  await expect(form.getByLabel('Distribution Agreement', { exact: true })).toHaveAttribute('accept', 'application/pdf');
  await expect(form.getByRole('link', { name: 'Current distribution agreement' })).toHaveAttribute('href', /^\/partner\/media\/.*\.pdf$/);
});

test('an invalid LinkedIn URL and an empty first name come back with their messages, the rest kept', async ({ page, signIn }) => {
  await signIn('/profile');
  const form = editForm(page);
  await form.getByLabel('First Name', { exact: true }).fill('');
  await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
  await form.getByLabel('LinkedIn URL', { exact: true }).fill('https://www.example.com/in/alex');
  await form.getByLabel('X URL', { exact: true }).fill('https://x.com/alex_2026');
  await form.getByRole('button', { name: 'Update' }).click();

  await expect(fieldError(page, 'First Name')).toHaveText('Required');
  await expect(fieldError(page, 'LinkedIn URL')).toHaveText('Invalid LinkedIn URL');
  await expect(form.getByLabel('First Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
  await expect(form.getByLabel('LinkedIn URL', { exact: true })).toHaveValue('https://www.example.com/in/alex');
  await expect(form.getByLabel('X URL', { exact: true })).toHaveValue('https://x.com/alex_2026');
  await expect(form.getByLabel('Last Name', { exact: true })).toHaveValue('Morgan');
  await expect(fieldError(page, 'Last Name')).toBeEmpty();
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);

  // Nothing was saved.
  await page.goto('/partner/profile');
  await expect(editForm(page).getByLabel('Job Title', { exact: true })).toHaveValue('Partner Sales Manager');
});

test("a text far over its field's length is that field's message, and nothing else typed is lost", async ({ page, signIn }) => {
  await signIn('/profile');
  const form = editForm(page);
  const jobTitle = form.getByLabel('Job Title', { exact: true });
  // The browser stops typing at the field's length; a browser that does not (or a pasted text in one) still gets the field's message.
  await expect(jobTitle).toHaveAttribute('maxlength', '200');
  await jobTitle.evaluate((input) => input.removeAttribute('maxlength'));
  await jobTitle.fill('Inspection '.repeat(2000));
  await form.getByLabel('First Name', { exact: true }).fill('Keep-me');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Job Title')).toHaveText('This value is too long');
  await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Keep-me');
  await expect(page.getByText('The files sent are far too large')).toHaveCount(0);
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);
});

test('the X and Facebook rules have their messages; with JavaScript they show on leaving the field', async ({ page, signIn, js }) => {
  await signIn('/profile');
  const form = editForm(page);
  await form.getByLabel('X URL', { exact: true }).fill('https://x.com/a_handle_far_too_long');
  await form.getByLabel('Facebook URL', { exact: true }).fill('https://www.facebook.com/');
  if (js) {
    // Blur: the message shows before any submit.
    await form.getByLabel('Phone', { exact: true }).focus();
    await expect(fieldError(page, 'X URL')).toHaveText('Invalid x URL');
    await expect(fieldError(page, 'Facebook URL')).toHaveText('Invalid Facebook URL');
    await expect(fieldError(page, 'First Name')).toBeEmpty();
  } else {
    await expect(fieldError(page, 'X URL')).toBeEmpty();
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(fieldError(page, 'X URL')).toHaveText('Invalid x URL');
    await expect(fieldError(page, 'Facebook URL')).toHaveText('Invalid Facebook URL');
  }
});

test('a refused update points at the first field in error; with JavaScript its message goes as it is put right', async ({ page, signIn, js }) => {
  await signIn('/profile');
  const form = editForm(page);
  const linkedIn = form.getByLabel('LinkedIn URL', { exact: true });
  await form.getByLabel('Facebook URL', { exact: true }).fill('https://www.facebook.com/');
  await linkedIn.fill('nope');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'LinkedIn URL')).toHaveText('Invalid LinkedIn URL');
  await expect(fieldError(page, 'Facebook URL')).toHaveText('Invalid Facebook URL');
  await expect(linkedIn).toHaveAttribute('aria-invalid', 'true');
  await expect(linkedIn).toHaveAttribute('aria-describedby', (await fieldError(page, 'LinkedIn URL').getAttribute('id'))!);
  await expect(linkedIn).toHaveValue('nope');
  if (js) {
    // LinkedIn comes before Facebook in the form, whatever order the fields were filled in.
    await expect(linkedIn).toBeFocused();
    await linkedIn.fill('https://www.linkedin.com/in/alex');
    await expect(fieldError(page, 'LinkedIn URL')).toBeEmpty();
    await expect(linkedIn).not.toHaveAttribute('aria-invalid', 'true');
    await expect(fieldError(page, 'Facebook URL')).toHaveText('Invalid Facebook URL');
  }
});

test('a valid update with a photo shows the success message and the new photo', async ({ page, signIn, account, js }) => {
  await signIn('/profile?tab=ids');
  const form = editForm(page);
  await form.getByLabel('First Name', { exact: true }).fill('Alexandra');
  await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
  await form.getByLabel('X URL', { exact: true }).fill('https://twitter.com/alex_2026');
  await form.getByLabel('Profile Photo', { exact: true }).setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  const slow = js ? await sandbox.fault({ match: '/api/partner/update', latencyMs: 1500, email: account.email, times: 1 }) : null;
  await form.getByRole('button', { name: 'Update' }).click();
  if (js) await expect(form.getByRole('button', { name: 'Updating' })).toBeDisabled();

  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/profile\?tab=ids$/);
  const card = page.getByRole('region', { name: 'Your profile' });
  await expect(card).toContainText('Alexandra');
  await expect(editForm(page).getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
  await expect(editForm(page).getByLabel('X URL', { exact: true })).toHaveValue('https://twitter.com/alex_2026');
  const photo = card.getByRole('img', { name: 'Profile photo' });
  await expect(photo).toHaveAttribute('src', /^\/partner\/media\/private\/media\/uploads\/.+\.png$/);
  const src = await photo.getAttribute('src');
  const response = await page.request.get(src!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await response.body()).equals(PNG)).toBe(true);
  // The header follows the new name.
  await expect(page.locator('.header__greeting')).toContainText('Alexandra');

  // The message is shown once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);
  if (slow) await sandbox.clearFault(slow);
});

test('emptying job title and a social address clears them: after saving and reloading they stay empty', async ({ page, signIn, account }) => {
  await signIn('/profile');
  const form = editForm(page);
  await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Partner Sales Manager');
  await form.getByLabel('Job Title', { exact: true }).fill('');
  await form.getByLabel('LinkedIn URL', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(editForm(page).getByLabel('Job Title', { exact: true })).toHaveValue('');
  await expect(editForm(page).getByLabel('LinkedIn URL', { exact: true })).toHaveValue('');
  // The fields left alone keep their values.
  await expect(editForm(page).getByLabel('X URL', { exact: true })).toHaveValue('https://x.com/northwind_insp');
  await expect(editForm(page).getByLabel('Email', { exact: true })).toHaveValue(account.email);
});

test('a file whose name holds separators (report;v2=final.png) is taken with the rest of the form', async ({ page, signIn }) => {
  await signIn('/profile');
  const form = editForm(page);
  await form.getByLabel('Job Title', { exact: true }).fill('Field Engineer');
  await form.getByLabel('Profile Photo', { exact: true }).setInputFiles({ name: 'report;v2=final.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(editForm(page).getByLabel('Job Title', { exact: true })).toHaveValue('Field Engineer');
  await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
    'src',
    /^\/partner\/media\/private\/media\/uploads\/.+\/report-v2-final\.png$/,
  );
});

test('a distribution agreement upload replaces the current one', async ({ page, signIn }) => {
  await signIn('/profile');
  const before = await editForm(page).getByRole('link', { name: 'Current distribution agreement' }).getAttribute('href');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await editForm(page).getByLabel('Distribution Agreement', { exact: true }).setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: pdf });
  await editForm(page).getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  const link = editForm(page).getByRole('link', { name: 'Current distribution agreement' });
  await expect(link).toHaveAttribute('href', /^\/partner\/media\/private\/media\/uploads\/.+\/agreement\.pdf$/);
  expect(await link.getAttribute('href')).not.toBe(before);
  const response = await page.request.get((await link.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
});

test('a too-large photo gets a field error and nothing typed is lost', async ({ page, signIn }) => {
  await signIn('/profile');
  const form = editForm(page);
  await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  await form.getByLabel('Profile Photo', { exact: true }).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Profile Photo')).toHaveText('The profile photo must be 2 MB or smaller');
  await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);
});

test('a scan far over the agreement’s limit gets its field error and nothing typed is lost', async ({ page, signIn }) => {
  await signIn('/profile');
  const form = editForm(page);
  await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
  await form.getByLabel('Profile Photo', { exact: true }).setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  // Past the whole form's 14 MB: without JavaScript nothing in the browser stops it.
  const scan = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(30 * 1024 * 1024)]);
  await form.getByLabel('Distribution Agreement', { exact: true }).setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Distribution Agreement')).toHaveText('The distribution agreement must be 10 MB or smaller');
  await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);
});

test('a file that only claims to be an image is refused', async ({ page, signIn }) => {
  await signIn('/profile');
  const form = editForm(page);
  await form.getByLabel('Company', { exact: true }).fill('Northwind Drones');
  await form.getByLabel('Profile Photo', { exact: true }).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await form.getByLabel('Distribution Agreement', { exact: true }).setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: PNG });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Profile Photo')).toHaveText('The profile photo must be a PNG, JPEG, WebP or GIF image');
  await expect(fieldError(page, 'Distribution Agreement')).toHaveText('The distribution agreement must be a PDF file');
  await expect(form.getByLabel('Company', { exact: true })).toHaveValue('Northwind Drones');
});

test('every field shows its own error at once, each file field its own', async ({ page, signIn }) => {
  await signIn('/profile');
  const form = editForm(page);
  const photo = form.getByLabel('Profile Photo', { exact: true });
  const agreement = form.getByLabel('Distribution Agreement', { exact: true });
  // One file over its limit, the other only claiming to be a PDF.
  await photo.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) });
  await agreement.setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: PNG });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Profile Photo')).toHaveText('The profile photo must be 2 MB or smaller');
  await expect(fieldError(page, 'Distribution Agreement')).toHaveText('The distribution agreement must be a PDF file');
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);

  // A text field in error and a file that only claims to be an image.
  await page.goto('/partner/profile');
  await form.getByLabel('First Name', { exact: true }).fill('');
  await photo.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'First Name')).toHaveText('Required');
  await expect(fieldError(page, 'Profile Photo')).toHaveText('The profile photo must be a PNG, JPEG, WebP or GIF image');
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Profile updated successfully')).toHaveCount(0);
});

test('a failing update shows the error and keeps the input', async ({ page, signIn, account }) => {
  await signIn('/profile');
  const fault = await sandbox.fault({ match: '/api/partner/update', status: 500, email: account.email, times: 1 });
  try {
    const form = editForm(page);
    await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred while updating the profile');
    await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Alex');
  } finally {
    await sandbox.clearFault(fault);
  }
});

test('a file chosen for a form that comes back is named to choose again where the page lost it, and sent once chosen', async ({
  page,
  signIn,
  account,
  js,
}) => {
  await signIn('/profile');
  const form = editForm(page);
  const photo = form.getByLabel('Profile Photo', { exact: true });
  const choosePhoto = () => photo.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
  await choosePhoto();
  const fault = await sandbox.fault({ match: '/api/partner/update', status: 500, email: account.email, times: 1 });
  try {
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred while updating the profile');
  } finally {
    await sandbox.clearFault(fault);
  }
  await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
  const note = form.getByText('“portrait.png” was not kept when the form came back: choose the file again before you update.');
  const chosen = () => photo.evaluate((input: HTMLInputElement) => input.files?.length ?? 0);
  if (js) {
    // The form went without leaving the page: the photo is still in its input, so nothing to say.
    await expect(note).toHaveCount(0);
    expect(await chosen()).toBe(1);
  } else {
    await expect(note).toBeVisible();
    await expect(photo).toHaveAccessibleDescription(/PNG, JPEG, WebP or GIF image, up to 2 MB\.\s+“portrait\.png” was not kept/);
    expect(await chosen()).toBe(0);
    await choosePhoto();
  }
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your profile' }).getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await expect(note).toHaveCount(0);
});

/** What the provider holds of the partner's profile that the edit form would send. */
async function heldProfile(account: Account) {
  const profile = await providerProfile(await providerToken(account));
  return Object.fromEntries(
    ['firstName', 'lastName', 'jobTitle', 'company', 'phone', 'email', 'linkedinUrl', 'xUrl', 'facebookUrl'].map((f) => [f, profile[f]]),
  );
}

test('a profile that fails to load offers no form that would blank it, and says so with a way to try again', async ({ page, signIn, account }) => {
  await signIn('/dashboard');
  const before = await heldProfile(account);
  const fault = await sandbox.fault({ match: '/api/partner/profile', status: 500, email: account.email });
  try {
    await page.goto('/partner/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Your profile could not be loaded, so it cannot be edited right now. Nothing has been changed.');
    await expect(editForm(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
    // Nor is turning 2FA on offered on a state that was not read.
    const security = page.locator('.profile__security');
    await expect(security).toContainText('The state of two-factor authentication could not be loaded.');
    await expect(security.getByRole('link', { name: /2FA/ })).toHaveCount(0);
  } finally {
    await sandbox.clearFault(fault);
  }
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(editForm(page).getByLabel('Job Title', { exact: true })).toHaveValue(String(before.jobTitle));
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await heldProfile(account)).toEqual(before);
});

test('a save whose profile cannot be read afresh saves nothing and keeps what was typed', async ({ page, signIn, account }) => {
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 503' });
  await signIn('/profile');
  const before = await heldProfile(account);
  const form = editForm(page);
  await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
  const fault = await sandbox.fault({ match: '/api/partner/profile', status: 500, email: account.email });
  try {
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Your profile could not be read just now, so nothing was saved. What you typed is kept below: try again in a moment.',
    );
    await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(String(before.email));
  } finally {
    await sandbox.clearFault(fault);
  }
  expect(await heldProfile(account)).toEqual(before);
  // Once the profile reads again, the same form saves.
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  expect(await heldProfile(account)).toEqual({ ...before, jobTitle: 'Head of Drone Services' });
});

test('a form drawn before the profile changed elsewhere saves nothing over the change until the partner sends it again', async ({ page, signIn, account }) => {
  test.info().annotations.push({ type: 'allow-console-error', description: 'status of 409' });
  await signIn('/profile');
  const before = await heldProfile(account);
  const form = editForm(page);
  await form.getByLabel('Job Title', { exact: true }).fill('Head of Drone Services');
  // A colleague (or the partner's other tab) changes the e-mail meanwhile.
  await changeProviderProfile(await providerToken(account), { email: 'alex.morgan@northwind.example' });
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Nothing was saved: your profile has changed since this form was opened. What you typed is kept below: check it and select Update again.',
  );
  await expect(form.getByLabel('Job Title', { exact: true })).toHaveValue('Head of Drone Services');
  expect(await heldProfile(account)).toEqual({ ...before, email: 'alex.morgan@northwind.example' });
  // Told, the partner sends their text again: now it is saved as they see it.
  await form.getByLabel('Email', { exact: true }).fill('alex.morgan@northwind.example');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();
  expect(await heldProfile(account)).toEqual({ ...before, email: 'alex.morgan@northwind.example', jobTitle: 'Head of Drone Services' });
});

test('change password: headings, masked fields for password managers, and the rules', async ({ page, signIn, js }) => {
  await signIn('/profile');
  await page.locator('.profile__security').getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/partner\/changepassword$/);
  await expect(page.getByRole('heading', { name: 'ChangePassword', level: 1 })).toBeVisible();
  const current = page.getByLabel('Current Password', { exact: true });
  const fresh = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password', { exact: true });
  for (const [input, autocomplete] of [
    [current, 'current-password'],
    [fresh, 'new-password'],
    [confirm, 'new-password'],
  ] as const) {
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', autocomplete);
  }
  // No error before a field was touched or the form sent.
  await expect(page.locator('.field__error:not(:empty)')).toHaveCount(0);
  if (js) {
    await current.focus();
    await fresh.focus();
    await expect(fieldError(page, 'Current Password')).toHaveText('Required');
    await expect(fieldError(page, 'New Password')).toBeEmpty();
    await expect(fieldError(page, 'Confirm Password')).toBeEmpty();
  }
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Current Password')).toHaveText('Required');
  await expect(fieldError(page, 'New Password')).toHaveText('Required');
  await expect(fieldError(page, 'Confirm Password')).toHaveText('Required');

  await current.fill('Demo-Partner-2026');
  await fresh.fill('New-Secret-1');
  await confirm.fill('New-Secret-2');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(fieldError(page, 'Confirm Password')).toHaveText('New Password and Confirm Password must match');
  await expect(page).toHaveURL(/\/partner\/changepassword$/);
  // What was typed stays, with JavaScript and without: only the confirmation needs putting right.
  await expect(current).toHaveValue('Demo-Partner-2026');
  await expect(fresh).toHaveValue('New-Secret-1');
  await expect(confirm).toHaveValue('New-Secret-2');
});

test("a wrong current password shows the server's error; a failing call the generic one", async ({ page, signIn, account, js }) => {
  await signIn('/changepassword');
  await page.getByLabel('Current Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('New Password', { exact: true }).fill('New-Secret-1');
  await page.getByLabel('Confirm Password', { exact: true }).fill('New-Secret-1');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText('Current password is incorrect');
  // Passwords are never sent back into the page (with JavaScript the browser keeps what was typed).
  if (!js) await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

  const fault = await sandbox.fault({ match: '/api/partner/password-change', status: 500, email: account.email, times: 1 });
  try {
    await page.getByLabel('Current Password', { exact: true }).fill(account.password);
    await page.getByLabel('New Password', { exact: true }).fill('New-Secret-1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('New-Secret-1');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred while updating the Change Password');
  } finally {
    await sandbox.clearFault(fault);
  }
  // Still signed in, password unchanged.
  expect((await sandbox.account(account.email)).password).toBe(account.password);
});

test('a password change signs the partner out and the new password signs in', async ({ page, signIn, account, js }) => {
  await signIn('/changepassword');
  const slow = js ? await sandbox.fault({ match: '/api/partner/password-change', latencyMs: 1500, email: account.email, times: 1 }) : null;
  await page.getByLabel('Current Password', { exact: true }).fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('New-Secret-2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('New-Secret-2026');
  await page.getByRole('button', { name: 'Update' }).click();
  if (js) await expect(page.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/partner\/signin\?notice=password-changed$/);
  await expect(page.getByRole('status')).toHaveText('Change Password updated successfully');
  if (slow) await sandbox.clearFault(slow);

  // The session has ended.
  await page.goto('/partner/profile');
  await expect(page).toHaveURL(/\/partner\/signin\?redirectTo=%2Fprofile$/);
  // The old password no longer works, the new one does.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Error' })).toBeVisible();
  await signInAs(page, { email: account.email, password: 'New-Secret-2026' }, '/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
});

test('enabling 2FA asks first, shows a QR code, and the next sign-in asks for a code', async ({ page, signIn, account }) => {
  test.slow();
  await signIn('/profile');
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();

  // No dismisses the question.
  await page.getByRole('link', { name: 'Enable 2FA' }).click();
  await expect(page).toHaveURL(/\/partner\/profile\?twofa=confirm$/);
  const dialog = page.getByRole('dialog', { name: 'Enable 2FA' });
  await expect(dialog).toContainText('Are you sure you want to enable 2FA?');
  await dialog.getByRole('link', { name: 'No' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/partner\/profile\??$/);
  expect((await sandbox.account(account.email)).is2FaEnabled).toBe(false);

  // Yes, with the current password, enables it and shows the QR code.
  await page.getByRole('link', { name: 'Enable 2FA' }).click();
  await confirmTwoFactor(page, account.password);
  const qrDialog = page.getByRole('dialog', { name: 'Scan the QR code' });
  await expect(qrDialog.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  const state = await sandbox.account(account.email);
  expect(state.is2FaEnabled).toBe(true);
  await qrDialog.getByRole('link', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Disable 2FA' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enable 2FA' })).toHaveCount(0);

  // Disable explains how, with the support contact.
  await page.getByRole('link', { name: 'Disable 2FA' }).click();
  const disable = page.getByRole('dialog', { name: 'Disable 2FA' });
  await expect(disable.getByRole('link', { name: 'partners@example.com' })).toHaveAttribute('href', 'mailto:partners@example.com');
  await disable.getByRole('link', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next sign-in asks for a code from the new secret.
  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('One-time code').fill(totpCode(state.totpSecret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
});

test('reloading the 2FA set-up shows the same QR code and secret until it is closed', async ({ page, signIn, account }) => {
  test.slow();
  await signIn('/profile?twofa=confirm');
  await confirmTwoFactor(page, account.password);
  // The set-up is a page of its own (the answer to the post was a redirect), with no secret in its address.
  await expect(page).toHaveURL(/\/partner\/profile\?twofa=setup$/);
  const qr = page.getByRole('dialog', { name: 'Scan the QR code' }).getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const image = await qr.getAttribute('src');
  const enrolled = await sandbox.account(account.email);
  expect(enrolled.is2FaEnabled).toBe(true);
  expect(page.url()).not.toContain(enrolled.totpSecret!);

  for (let reload = 0; reload < 2; reload++) {
    await page.reload();
    await expect(page).toHaveURL(/\/partner\/profile\?twofa=setup$/);
    await expect(qr).toHaveAttribute('src', image!);
    expect((await sandbox.account(account.email)).totpSecret).toBe(enrolled.totpSecret);
  }

  // Closed, it is gone: the set-up address no longer shows it.
  await page.getByRole('dialog', { name: 'Scan the QR code' }).getByRole('link', { name: 'Close', exact: true }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/partner/profile?twofa=setup');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await sandbox.account(account.email)).totpSecret).toBe(enrolled.totpSecret);

  // The secret the partner scanned is the one the next sign-in asks a code of.
  await signOut(page);
  await expect(page).toHaveURL(/\/partner\/signin$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('One-time code').fill(totpCode(enrolled.totpSecret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
});

test('reloading the page after a failed 2FA set-up does not try again', async ({ page, signIn, account }) => {
  await signIn('/profile?twofa=confirm');
  const fault = await sandbox.fault({ match: '/api/2fa/enable', status: 500, email: account.email, times: 1 });
  try {
    await confirmTwoFactor(page, account.password);
    await expect(page.getByRole('alert')).toHaveText('Failed to enable 2FA');
  } finally {
    await sandbox.clearFault(fault);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await sandbox.account(account.email)).is2FaEnabled).toBe(false);
});

test('a failing 2FA set-up says so and changes nothing', async ({ page, signIn, account }) => {
  await signIn('/profile?twofa=confirm');
  const fault = await sandbox.fault({ match: '/api/2fa/enable', status: 500, email: account.email, times: 1 });
  try {
    await confirmTwoFactor(page, account.password);
    await expect(page.getByRole('alert')).toHaveText('Failed to enable 2FA');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Enable 2FA' })).toBeVisible();
  } finally {
    await sandbox.clearFault(fault);
  }
  expect((await sandbox.account(account.email)).is2FaEnabled).toBe(false);
});

inEveryTheme(() => {
  test('profile, its dialogs and change password have no axe violations', async ({ page, signIn, expectAccessible }) => {
    await signIn('/profile');
    for (const path of ['/partner/profile', '/partner/profile?tab=users', '/partner/profile?twofa=confirm', '/partner/changepassword']) {
      await page.goto(path);
      await expectAccessible();
    }
    // A form with its errors showing.
    await page.goto('/partner/profile');
    await editForm(page).getByLabel('First Name', { exact: true }).fill('');
    await editForm(page).getByLabel('LinkedIn URL', { exact: true }).fill('nope');
    await editForm(page).getByRole('button', { name: 'Update' }).click();
    await expect(fieldError(page, 'LinkedIn URL')).toHaveText('Invalid LinkedIn URL');
    await expectAccessible();
  });
});
