import { parseWithZod } from '@conform-to/zod/v4';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { noteFor } from '~/auth/return-note.server';
import { I18nProvider } from '~/i18n/react';
import profileTexts from '~/locales/profile/en.json';
import { PROFILE_FIELDS, PROFILE_FILE_FIELDS, PROFILE_TEXT_FIELDS, profileRules, type ProfileFileField, type ProfileTextField } from '~/profile/profile-fields';
import { profileSchema } from '~/profile/profile-schema.server';
import { toProfileView } from '~/profile/profile-view.server';
import { EditProfileForm, type EditProfileFormProps } from '~/profile/ui/EditProfileForm';
import { UPLOAD_FIELDS, UPLOAD_RULES } from '~/profile/uploads';
import { toUpstreamForm } from '~/profile/upstream-form';
import { profileResponseSchema } from '~/upstream/schemas/profile';

/**
 * The list of fields (profile-fields.ts) is the form: a field it names has its rule, its value
 * in the action's schema, its input in the rendered form, its place in a restored draft and in
 * what is sent to the provider. Each test walks the list, so a field that one of them leaves
 * out fails here instead of compiling and never showing.
 */

/** A value each text field takes: typed by the list, so a new field needs one here. */
const VALID: Record<ProfileTextField, string> = {
  firstName: 'Alex',
  lastName: 'Morgan',
  jobTitle: 'Partner Sales Manager',
  company: 'Northwind',
  phone: '+44 161 496 0118',
  email: 'alex@example.com',
  linkedinUrl: 'linkedin.com/in/alex',
  xUrl: 'https://x.com/alex_2026',
  facebookUrl: 'https://fb.com/northwind',
};

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const FILES: Record<ProfileFileField, () => File> = {
  profilePhoto: () => new File([PNG], 'me.png', { type: 'image/png' }),
  distributionAgreement: () => new File([PDF], 'agreement.pdf', { type: 'application/pdf' }),
};

const names = PROFILE_FIELDS.map((field) => field.name);
const sorted = (list: readonly string[]) => [...list].sort();

/** The mark of the profile the rendered form is drawn from (any mark: the form only carries it). */
const MARK = 'm'.repeat(43);

async function renderForm(props: Partial<EditProfileFormProps> = {}): Promise<string> {
  const defaults = Object.fromEntries(PROFILE_TEXT_FIELDS.map((name) => [name, ''])) as Record<ProfileTextField, string>;
  const handler = createStaticHandler([
    {
      path: '/profile',
      Component: () => (
        <I18nProvider language="en" dictionary={{ profile: profileTexts }}>
          <EditProfileForm formVersion={MARK} defaults={defaults} restored={false} currentFiles={{}} lastResult={undefined} {...props} />
        </I18nProvider>
      ),
    },
  ]);
  const context = await handler.query(new Request('https://portal.example/profile'));
  if (context instanceof Response) throw new Error('the form page answered with a redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** Each input of the markup by its name: its attributes as written. */
function inputsOf(html: string): Map<string, string> {
  const inputs = new Map<string, string>();
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    if (name) inputs.set(name, tag);
  }
  return inputs;
}

const attribute = (tag: string | undefined, name: string) => (tag ? (new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null) : null);

/** A text of the English profile dictionary by its dotted key. */
function text(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), profileTexts);
}

describe('the profile form is its list of fields', () => {
  it('names each field once, each upload the form takes, and no upload without its rules', () => {
    expect(new Set(names).size).toBe(names.length);
    expect(sorted(PROFILE_FILE_FIELDS)).toEqual(sorted(UPLOAD_FIELDS));
    for (const name of PROFILE_FILE_FIELDS) expect(UPLOAD_RULES[name], name).toBeDefined();
  });

  it('has a rule for every listed field and for nothing else', () => {
    expect(sorted(Object.keys(profileRules))).toEqual(sorted(names));
  });

  it("gives every listed field its value in the action's schema, and nothing else", () => {
    const form = new FormData();
    for (const name of PROFILE_TEXT_FIELDS) form.append(name, ` ${VALID[name]} `);
    for (const name of PROFILE_FILE_FIELDS) form.append(name, FILES[name]());
    form.append('intent', 'update');
    const submission = parseWithZod(form, { schema: profileSchema });
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(sorted(Object.keys(submission.value))).toEqual(sorted(names));
    for (const name of PROFILE_TEXT_FIELDS) expect(submission.value[name], name).toBe(VALID[name]);
  });

  it("refuses each listed field's wrong value under that field's name", () => {
    const form = new FormData();
    for (const name of PROFILE_TEXT_FIELDS) form.append(name, 'x'.repeat(5000));
    for (const name of PROFILE_FILE_FIELDS) form.append(name, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    const submission = parseWithZod(form, { schema: profileSchema });
    expect(submission.status).toBe('error');
    if (submission.status !== 'error') return;
    expect(sorted(Object.keys(submission.error ?? {}))).toEqual(sorted(names));
  });

  it('renders an input for every listed field, of its kind, with its label, its autocomplete and its hint', async () => {
    const html = await renderForm();
    const inputs = inputsOf(html);
    for (const field of PROFILE_FIELDS) {
      const input = inputs.get(field.name);
      expect(input, field.name).toBeDefined();
      const id = attribute(input, 'id');
      expect(text(field.label), field.label).toMatch(/\S/);
      expect(html, field.name).toContain(`<label for="${id}">${text(field.label)}</label>`);
      if (field.kind === 'text') {
        expect(attribute(input, 'type'), field.name).toBe(field.input);
        expect(attribute(input, 'autoComplete'), field.name).toBe(field.autoComplete);
        expect(input?.includes('required=""'), field.name).toBe('required' in field && field.required === true);
      } else {
        expect(attribute(input, 'type'), field.name).toBe('file');
        expect(attribute(input, 'accept'), field.name).toBe(UPLOAD_RULES[field.name].accept);
        expect(text(field.hint), field.hint).toMatch(/\S/);
        expect(html, field.name).toContain(`>${text(field.hint)}</p>`);
      }
    }
    // The form sends the listed fields and its own hidden ones (the mark of what it was drawn from among them), nothing more.
    expect(sorted([...inputs.keys()])).toEqual(sorted([...names, 'csrf', 'csrf_account', 'formVersion', 'intent']));
    expect(inputs.get('formVersion')).toContain(`value="${MARK}"`);
  });

  it("links the partner's current file below the field that has one", async () => {
    const current = Object.fromEntries(PROFILE_FILE_FIELDS.map((name) => [name, `/partner/media/current/${name}.pdf`]));
    const html = await renderForm({ currentFiles: current });
    for (const field of PROFILE_FIELDS) {
      if (field.kind !== 'file') continue;
      const linked = html.includes(`href="/partner/media/current/${field.name}.pdf"`);
      expect(linked, field.name).toBe('currentLabel' in field);
      if (!('currentLabel' in field)) continue;
      expect(text(field.currentLabel), field.currentLabel).toMatch(/\S/);
      expect(html, field.name).toContain(`>${text(field.currentLabel)}</a>`);
    }
  });

  it('keeps every text field in the draft of a session that ended, and shows it again in its input', async () => {
    const posted = new FormData();
    for (const name of PROFILE_TEXT_FIELDS) posted.append(name, VALID[name]);
    for (const name of PROFILE_FILE_FIELDS) posted.append(name, FILES[name]());
    const note = noteFor({ account: 'account', to: '/partner/profile' }, posted, PROFILE_TEXT_FIELDS);
    expect(note.fields).toEqual(VALID);

    const html = await renderForm({ defaults: { ...VALID }, restored: true });
    const inputs = inputsOf(html);
    for (const name of PROFILE_TEXT_FIELDS) expect(attribute(inputs.get(name), 'value'), name).toBe(VALID[name]);
    expect(html).toContain(String(text('form.draftRestored')));
  });

  it("starts each text field from the partner's profile and sends each on to the provider", () => {
    const profile = profileResponseSchema.parse({ body: VALID });
    expect(toProfileView(profile, 'profile', () => null).form).toEqual(VALID);
    const sent = toUpstreamForm({ ...VALID }, {});
    expect(Object.fromEntries(sent)).toEqual(VALID);
  });
});
