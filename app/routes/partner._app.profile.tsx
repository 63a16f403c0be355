import type { Route } from './+types/partner._app.profile';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/react';
import { withParams } from '~/lib/url-state';
import { FieldError } from '~/profile/FieldError';
import { metaText } from '~/i18n/meta';
import { PROFILE_TEXT_FIELDS, profileRules, type ProfileTextField } from '~/profile/profile-rules';
import { TWOFA_SETUP } from '~/profile/qr';
import { backToProfile, enableTwoFactorAction, TWOFA_FAILED } from '~/profile/twofa-enrolment.server';
import { STALE_FORM } from '~/forms/stale-form';
import { twofaConfirmRules } from '~/profile/twofa-rules';
import styles from '~/styles/profile.css?url';
import { CsrfField } from '~/forms/CsrfField';
import { DocumentLink } from '~/ui/DocumentLink';
import { useValidatedForm } from '~/forms/useValidatedForm';
import { PASSWORD_MAX_LENGTH } from '~/forms/rules';
import { Modal } from '~/ui/Modal';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { Tabs } from '~/ui/Tabs';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { csrfFailure, formStanding, readStandingForm, unreadableForm, CSRF_FIELD, FORM_ACCOUNT_FIELD } from '~/auth/csrf.server';
import { returnPath, withSignedIn, type DraftFields, type SignedIn } from '~/auth/guard.server';
import { takeDraft } from '~/auth/return-note.server';
import { section } from '~/upstream/section.server';
import { commitSession } from '~/auth/session.server';
import { getConfig } from '~/config.server';
import { logger } from '~/lib/logger.server';
import { resolveMedia } from '~/lib/media.server';
import { choiceParam } from '~/lib/url-state';
import { rethrowSignedOut, UpstreamError } from '~/upstream/errors';
import { getProfile, updateProfile } from '~/upstream/profile.server';
import { parseProfileForm, RequestTooLargeError } from '~/profile/multipart.server';
import { profileSchema } from '~/profile/profile-schema.server';
import { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileView, type TabView } from '~/profile/profile-view';
import { emptyProfileView, toProfileView } from '~/profile/profile-view.server';
import { dropPendingQr, hasPendingQr, readPendingQr } from '~/profile/pending-twofa.server';
import { toUpstreamForm } from '~/profile/upstream-form';
import { checkUploads, isEmptyFileInput, isFileLike, UPLOAD_FIELDS, UPLOAD_RULES, type UploadField } from '~/profile/uploads';
import { useUploadContentCheck } from '~/profile/useUploadContentCheck';
import { NO_STORE } from '~/lib/no-store';
import { TableRegion } from '~/ui/TableRegion';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { portalRedirect } from '~/lib/redirects';

/** The flash value a successful update leaves for the next page. */
const PROFILE_UPDATED = 'profile-updated';
/** What the edit form keeps of a change sent after the session ended: its text, never files. */
const PROFILE_DRAFT: DraftFields = { keep: PROFILE_TEXT_FIELDS };

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['profile'] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, session, setCookie, locale }) => {
    const params = new URL(request.url).searchParams;
    const tab = choiceParam(params, 'tab', PROFILE_TABS, DEFAULT_PROFILE_TAB);
    const [profile] = await Promise.all([section(getProfile(upstream))]);
    const headers = new Headers(NO_STORE);
    // Reading the flash consumes it; the cookie is written again so it shows once.
    const notice = session.get('notice');
    let changed = notice !== undefined;
    // The 2FA set-up dialog shows the kept QR code until the page is shown without it.
    let twofaQr: string | null = null;
    if (params.get('twofa') === TWOFA_SETUP) twofaQr = await readPendingQr(session);
    else if (hasPendingQr(session)) {
      await dropPendingQr(session);
      changed = true;
    }
    if (changed) headers.append('Set-Cookie', await commitSession(request, session));
    else if (setCookie) headers.append('Set-Cookie', setCookie);
    // What the partner had typed when their session ended, back in the form once after sign-in.
    const restored = await takeDraft(request, returnPath(request), session.get('a'), PROFILE_TEXT_FIELDS);
    if (restored.setCookie) headers.append('Set-Cookie', restored.setCookie);
    // Spec 8: a profile load failure is ignored silently.
    if (!profile.ok) logger.warn({ err: profile.error }, 'profile load failed');
    const view: ProfileView = profile.ok ? toProfileView(profile.data, tab, resolveMedia) : emptyProfileView(tab);
    return data(
      {
        dictionary: routeDictionary(locale, handle.i18n),
        view,
        draft: restored.draft,
        updated: notice === PROFILE_UPDATED,
        twofaFailed: notice === TWOFA_FAILED,
        twofaQr,
        supportEmail: getConfig().SUPPORT_EMAIL,
      },
      { headers },
    );
  });
}

/** The chosen files whose size and declared type passed: their content is read next. */
function uploadsToCheck(
  form: FormData,
  tooLarge: readonly UploadField[],
  ruleErrors: Record<string, unknown> | null | undefined,
): Partial<Record<UploadField, File>> {
  const files: Partial<Record<UploadField, File>> = {};
  for (const field of UPLOAD_FIELDS) {
    const value = form.get(field);
    if (tooLarge.includes(field) || ruleErrors?.[field] || !isFileLike(value) || isEmptyFileInput(value)) continue;
    files[field] = value;
  }
  return files;
}

async function updateAction(request: Request, signedIn: SignedIn) {
  // The CSRF field comes before the files: a foreign request is refused before any file is held,
  // and the files of a page drawn before the session changed are not read at all.
  let stale = false;
  const checkToken = (fields: FormData) => {
    const standing = formStanding(request, signedIn.session, fields);
    if (standing === 'foreign') throw csrfFailure();
    stale = standing === 'stale';
    return !stale;
  };
  const hideFields = [...UPLOAD_FIELDS, CSRF_FIELD, FORM_ACCOUNT_FIELD];
  let parsed;
  try {
    parsed = await parseProfileForm(request, checkToken);
  } catch (error) {
    if (error instanceof RequestTooLargeError) {
      // The files are gone; what the partner typed comes back into the form with the message.
      checkToken(error.form);
      const submission = parseWithZod(error.form, { schema: profileSchema });
      return data(
        { kind: 'profile' as const, lastResult: submission.reply({ hideFields, formErrors: [stale ? STALE_FORM : 'form.requestTooLarge'] }) },
        { status: stale ? 200 : 413, headers: NO_STORE },
      );
    }
    if (error instanceof Response) throw error;
    // A broken body is the client's mistake: one line, no stack.
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'unreadable profile form');
    throw unreadableForm();
  }
  if (stale) {
    // Drawn for a session that has changed since (signed out, or in as someone else): nothing is
    // saved; what was typed goes back into the form, which now carries this session's token.
    const submission = parseWithZod(parsed.form, { schema: profileSchema });
    return data({ kind: 'profile' as const, lastResult: submission.reply({ hideFields, formErrors: [STALE_FORM] }) }, { headers: NO_STORE });
  }
  const { form, tooLarge } = parsed;
  signedIn.keepForm(form);

  const submission = parseWithZod(form, { schema: profileSchema });
  // Every field's message at once: the rules', each file's over its limit, and the content
  // check of each file that passed both (whatever the other fields say).
  const sizeErrors = Object.fromEntries(tooLarge.map((field) => [field, [UPLOAD_RULES[field].tooLarge]]));
  const checked = await checkUploads(uploadsToCheck(form, tooLarge, submission.status === 'error' ? submission.error : undefined));
  const uploadErrors = { ...sizeErrors, ...checked.errors };
  if (submission.status !== 'success' || Object.keys(uploadErrors).length > 0) {
    return data({ kind: 'profile' as const, lastResult: submission.reply({ hideFields, fieldErrors: uploadErrors }) }, { headers: NO_STORE });
  }

  let outcome;
  try {
    outcome = await updateProfile(signedIn.upstream, toUpstreamForm(submission.value, checked.uploads));
  } catch (error) {
    rethrowSignedOut(error);
    // Spec 8: the thrown message or 'Profile update failed'; the partner sees the generic alert.
    logger.warn({ err: error }, error instanceof UpstreamError && error.serverMessage ? error.serverMessage : 'Profile update failed');
    return data({ kind: 'profile' as const, lastResult: submission.reply({ hideFields, formErrors: ['form.updateFailed'] }) }, { headers: NO_STORE });
  }
  if (!outcome.success) {
    logger.warn({ message: outcome.message ?? outcome.error }, 'Profile update failed');
    return data({ kind: 'profile' as const, lastResult: submission.reply({ hideFields, formErrors: ['form.updateFailed'] }) }, { headers: NO_STORE });
  }
  signedIn.session.flash('notice', PROFILE_UPDATED);
  return portalRedirect(backToProfile(request), { headers: { 'Set-Cookie': await commitSession(request, signedIn.session), ...NO_STORE } });
}

export async function action({ request, context }: Route.ActionArgs) {
  return withSignedIn(
    { request, context },
    async (signedIn) => {
      const type = request.headers.get('content-type') ?? '';
      if (/^multipart\/form-data/i.test(type)) return updateAction(request, signedIn);
      const { form, standing } = await readStandingForm(request, signedIn.session);
      if (form.get('intent') === 'enable-2fa')
        return enableTwoFactorAction(request, signedIn, form, { clientIp: context?.clientIp, stale: standing === 'stale' });
      throw new Response('Bad Request', { status: 400 });
    },
    PROFILE_DRAFT,
  );
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches, 'profile', 'title', 'Profile') }];

/** What the profile's action answered: the edit form's or the 2FA dialog's result. */
type ProfileActionData = Route.ComponentProps['actionData'];

export default function ProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { view, draft, updated, twofaFailed, twofaQr, supportEmail } = loaderData;
  const [params] = useSearchParams();
  const { t } = useTranslation('profile');
  const current = view.tab.tab;
  const twofa = params.get('twofa');
  const closeHref = withParams(params, { twofa: null });

  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('title')}</h1>
      {updated ? (
        <p className="alert alert--success" role="status">
          {t('form.updated')}
        </p>
      ) : null}
      <ProfileCard card={view.card} />
      <div className="profile__tabs">
        <Tabs
          current={current}
          fallback={DEFAULT_PROFILE_TAB}
          label={t('tabs.label')}
          panelId="profile-panel"
          tabs={PROFILE_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        />
        <section id="profile-panel" className="card profile__panel" aria-labelledby="profile-panel-title">
          <h2 id="profile-panel-title" className="visually-hidden">
            {t(`tabs.${current}`)}
          </h2>
          <TabPanel tab={view.tab} />
        </section>
      </div>
      <EditProfileForm
        key={JSON.stringify([view.form, draft, view.card.photo, view.agreement])}
        defaults={draft ? { ...view.form, ...draft } : view.form}
        restored={draft !== null}
        agreement={view.agreement}
        actionData={actionData}
      />
      <section className="card profile__security" aria-labelledby="profile-security-title">
        <h2 id="profile-security-title">{t('security.title')}</h2>
        <div className="toolbar">
          <Link to="/changepassword" className="button">
            {t('security.changePassword')}
          </Link>
          {view.twoFactorEnabled ? (
            <Link to={withParams(params, { twofa: 'disable' })} className="button" preventScrollReset>
              {t('twofa.disable')}
            </Link>
          ) : (
            <Link to={withParams(params, { twofa: 'confirm' })} className="button" preventScrollReset>
              {t('twofa.enable')}
            </Link>
          )}
        </div>
        <p className="field__hint">{view.twoFactorEnabled ? t('twofa.on') : t('twofa.off')}</p>
        {twofaFailed ? (
          <p className="alert alert--error" role="alert">
            {t('twofa.failed')}
          </p>
        ) : null}
      </section>
      {twofa === TWOFA_SETUP && twofaQr ? (
        <Modal title={t('twofa.qrTitle')} closeHref={closeHref}>
          <p>{t('twofa.qrHint')}</p>
          <img src={twofaQr} alt={t('twofa.qrAlt')} width={240} height={240} className="profile__qr" />
          <p>
            <Link to={closeHref} className="button button--primary" preventScrollReset>
              {t('twofa.close')}
            </Link>
          </p>
        </Modal>
      ) : twofa === 'confirm' && !view.twoFactorEnabled ? (
        <EnableConfirm closeHref={closeHref} postTo={`/profile?${params.toString()}`} actionData={actionData} />
      ) : twofa === 'disable' && view.twoFactorEnabled ? (
        <Modal title={t('twofa.disable')} closeHref={closeHref}>
          <p>{t('twofa.disableText')}</p>
          <p>
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <p>
            <Link to={closeHref} className="button" preventScrollReset>
              {t('twofa.close')}
            </Link>
          </p>
        </Modal>
      ) : null}
    </section>
  );
}

function ProfileCard({ card }: { card: ProfileView['card'] }) {
  const { t } = useTranslation('profile');
  const initials = [card.firstName, card.lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return (
    <section className="card profile-card" aria-label={t('card.label')}>
      {card.photo ? (
        <img src={card.photo} alt={t('card.photoAlt')} className="profile-card__photo" width={96} height={96} />
      ) : (
        <span className="profile-card__photo profile-card__photo--placeholder" role="img" aria-label={t('card.noPhoto')}>
          <span aria-hidden="true">{initials || '?'}</span>
        </span>
      )}
      <dl className="profile-card__facts">
        <div>
          <dt>{t('card.firstName')}</dt>
          <dd>{card.firstName || t('notSet')}</dd>
        </div>
        <div>
          <dt>{t('card.lastName')}</dt>
          <dd>{card.lastName || t('notSet')}</dd>
        </div>
        <div>
          <dt>{t('card.company')}</dt>
          <dd>{card.company || t('notSet')}</dd>
        </div>
      </dl>
    </section>
  );
}

function Facts({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  const { t } = useTranslation('profile');
  return (
    <dl className="profile-facts">
      {items.map(([label, value]) => (
        <div key={label} className="profile-facts__row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null ? <span className="empty">{t('notSet')}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TabPanel({ tab }: { tab: TabView }) {
  const { t } = useTranslation('profile');
  switch (tab.tab) {
    case 'general':
      return (
        <Facts
          items={[
            [t('partner.cif'), tab.cif],
            [t('partner.country'), tab.country],
            [t('partner.region'), tab.region],
            [t('partner.address'), tab.address],
            [t('partner.phone'), tab.phone],
            ...(tab.fax ? ([[t('partner.fax'), tab.fax]] as Array<[string, ReactNode]>) : []),
          ]}
        />
      );
    case 'users':
      return (
        <TableRegion label={t('partner.contacts')}>
          <table className="table">
            <caption className="visually-hidden">{t('partner.contacts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('partner.contact')}</th>
                <th scope="col">{t('partner.surname')}</th>
                <th scope="col">{t('partner.name')}</th>
                <th scope="col">{t('partner.job')}</th>
                <th scope="col">{t('partner.phone')}</th>
                <th scope="col">{t('partner.email')}</th>
                <th scope="col">{t('partner.note')}</th>
              </tr>
            </thead>
            <tbody>
              {tab.contacts.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.key === 'first' ? t('partner.firstContact') : t('partner.secondContact')}</th>
                  <td>{row.surname}</td>
                  <td>{row.name}</td>
                  <td>{row.job}</td>
                  <td>{row.phone}</td>
                  <td>{row.email}</td>
                  <td>{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      );
    case 'ids':
      return (
        <Facts
          items={[
            [t('partner.sapId'), tab.sapId],
            [t('partner.sugarId'), tab.sugarId],
            [t('partner.hubspotId'), tab.hubspotId],
            [t('partner.extraInformation'), tab.extraInformation],
          ]}
        />
      );
    case 'profile':
    default:
      return (
        <Facts
          items={[
            [t('partner.companyName'), tab.companyName],
            [
              t('partner.website'),
              tab.website ? (
                tab.website.href ? (
                  <a href={tab.website.href} target="_blank" rel="noopener noreferrer">
                    {tab.website.text}
                  </a>
                ) : (
                  tab.website.text
                )
              ) : null,
            ],
            [t('partner.email'), tab.email],
            [t('partner.logo'), tab.logo ? <img src={tab.logo} alt={t('partner.logoAlt')} className="profile__logo" /> : null],
          ]}
        />
      );
  }
}

const TEXT_FIELDS: ReadonlyArray<{ name: ProfileTextField; type: 'text' | 'email' | 'tel' | 'url'; autoComplete: string; required?: boolean }> = [
  { name: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
  { name: 'jobTitle', type: 'text', autoComplete: 'organization-title' },
  { name: 'company', type: 'text', autoComplete: 'organization' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'linkedinUrl', type: 'url', autoComplete: 'url' },
  { name: 'xUrl', type: 'url', autoComplete: 'url' },
  { name: 'facebookUrl', type: 'url', autoComplete: 'url' },
];

function EditProfileForm({
  defaults,
  restored,
  agreement,
  actionData,
}: {
  defaults: Record<ProfileTextField, string>;
  restored: boolean;
  agreement: string | null;
  actionData: ProfileActionData;
}) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const updating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'update';
  const form = useValidatedForm({
    rules: profileRules,
    lastResult: actionData?.kind === 'profile' ? actionData.lastResult : undefined,
    defaultValue: defaults,
  });
  const contentCheck = useUploadContentCheck();
  const fileField = (name: UploadField) => {
    const hintId = `${form.id}-${name}-hint`;
    const field = form.field(name, hintId);
    const error = field.error ?? contentCheck.error(name);
    return (
      <div className="field" key={name}>
        <label htmlFor={field.id}>{t(`form.${name}`)}</label>
        <input
          {...field.input}
          type="file"
          accept={UPLOAD_RULES[name].accept}
          onChange={contentCheck.onChange(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field.errorId} ${hintId}` : hintId}
        />
        <p className="field__hint" id={hintId}>
          {t(`form.${name}Hint`)}
        </p>
        <FieldError id={field.errorId} message={error ? t(error) : null} />
      </div>
    );
  };
  return (
    <section className="card profile__edit" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">{t('form.title')}</h2>
      <Form
        method="post"
        encType="multipart/form-data"
        {...form.props}
        onSubmit={(event) => {
          form.props.onSubmit(event);
          if (event.defaultPrevented || !contentCheck.failed()) return;
          event.preventDefault();
          event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
        }}
        className="form profile-form"
      >
        <CsrfField />
        <input type="hidden" name="intent" value="update" />
        {restored && !actionData ? (
          <p className="alert" role="status">
            {t('form.draftRestored')}
          </p>
        ) : null}
        {form.error ? (
          <p className="alert alert--error" role="alert" id={form.errorId}>
            {t(form.error)}
          </p>
        ) : null}
        <div className="profile-form__grid">
          {TEXT_FIELDS.map(({ name, type, autoComplete, required }) => {
            const field = form.field(name);
            return (
              <div className="field" key={name}>
                <label htmlFor={field.id}>{t(`form.${name}`)}</label>
                <input {...field.input} type={type} autoComplete={autoComplete} required={required} />
                <FieldError id={field.errorId} message={field.error ? t(field.error) : null} />
              </div>
            );
          })}
        </div>
        <div className="profile-form__grid">
          {fileField('profilePhoto')}
          <div>
            {fileField('distributionAgreement')}
            {agreement ? (
              <p className="profile-form__current">
                <DocumentLink href={agreement} title={t('form.currentAgreement')}>
                  {t('form.currentAgreement')}
                </DocumentLink>
              </p>
            ) : null}
          </div>
        </div>
        <div>
          <button type="submit" className="button button--primary" disabled={updating}>
            {updating ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * 'Are you sure you want to enable 2FA?' with the current password, which the set-up asks for
 * (app/profile/twofa-enrolment.server.ts). It posts to the page as it is (dialog open), so a
 * wrong password shows the dialog again with its message.
 */
function EnableConfirm({ closeHref, postTo, actionData }: { closeHref: string; postTo: string; actionData: ProfileActionData }) {
  const { t } = useTranslation('profile');
  const navigation = useNavigation();
  const enabling = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'enable-2fa';
  const form = useValidatedForm({ rules: twofaConfirmRules, lastResult: actionData?.kind === 'twofa' ? actionData.lastResult : undefined });
  const password = form.field('currentPassword');
  return (
    <Modal title={t('twofa.enable')} closeHref={closeHref}>
      <p>{t('twofa.confirm')}</p>
      <Form method="post" action={postTo} {...form.props} className="form">
        <CsrfField />
        <input type="hidden" name="intent" value="enable-2fa" />
        {form.error ? (
          <p className="alert alert--error" role="alert" id={form.errorId}>
            {t(form.error)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={password.id}>{t('password.current')}</label>
          <input {...password.input} type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} />
          <p className="field__hint">{t('twofa.passwordHint')}</p>
          <FieldError id={password.errorId} message={password.error ? t(password.error) : null} />
        </div>
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={enabling}>
            {t('twofa.yes')}
          </button>
          <Link to={closeHref} className="button" preventScrollReset>
            {t('twofa.no')}
          </Link>
        </div>
      </Form>
    </Modal>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
