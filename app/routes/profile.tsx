import type { Route } from './+types/profile';
import { data } from 'react-router';
import { useTranslation } from '~/i18n/react';
import { metaText } from '~/i18n/meta';
import { routeDictionary } from '~/i18n/i18n.server';
import type { I18nHandle } from '~/i18n/config';
import { readFormWithCsrfVerdict } from '~/auth/csrf.server';
import { returnPath } from '~/auth/return-path.server';
import { withSignedIn } from '~/auth/signed-in.server';
import { takeDraft } from '~/auth/return-note.server';
import { commitSession } from '~/auth/session.server';
import { getConfig } from '~/config.server';
import { requestFacts } from '~/load-context';
import { logger } from '~/lib/logger.server';
import { resolveMedia } from '~/lib/media.server';
import { NO_STORE } from '~/lib/no-store';
import { isMultipartForm } from '~/lib/request-body';
import { choiceParam } from '~/lib/url-state';
import { getProfile } from '~/upstream/profile.server';
import { section } from '~/upstream/section.server';
import { PROFILE_TEXT_FIELDS } from '~/profile/profile-fields';
import { OTHER_ACCOUNT_FORM, PROFILE_DRAFT, PROFILE_UPDATED, updateProfileAction } from '~/profile/profile-update.server';
import { DEFAULT_PROFILE_TAB, PROFILE_TABS, type ProfileView } from '~/profile/profile-view';
import { emptyProfileView, profileFormMark, toProfileView } from '~/profile/profile-view.server';
import { closePendingQr, hasPendingQr, readPendingQr } from '~/profile/pending-twofa.server';
import { ENABLE_TWOFA_INTENT, TWOFA_SETUP } from '~/profile/qr';
import { enableTwoFactorAction, TWOFA_FAILED } from '~/profile/twofa-enrolment.server';
import { EditProfileForm } from '~/profile/ui/EditProfileForm';
import { ProfileCard } from '~/profile/ui/ProfileCard';
import { ProfileUnread } from '~/profile/ui/ProfileUnread';
import { ProfileTabPanel } from '~/profile/ui/ProfileTabPanel';
import { SecuritySection, TwoFactorDialog } from '~/profile/ui/TwoFactor';
import styles from '~/styles/profile.css?url';
import { RouteErrorBoundary } from '~/ui/RouteErrorBoundary';
import { Tabs } from '~/ui/Tabs';

/** The texts this screen reads beyond `common` and `shell`, sent by its loader. */
export const handle = { i18n: ['profile'] } satisfies I18nHandle;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withSignedIn({ request, context }, async ({ upstream, session, setCookie, locale }) => {
    const params = url.searchParams;
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
      await closePendingQr(session);
      changed = true;
    }
    if (changed) headers.append('Set-Cookie', await commitSession(request, session));
    else if (setCookie) headers.append('Set-Cookie', setCookie);
    // What the partner had typed when their session ended, back in the form once after sign-in
    // (kept for a later visit while no form can be offered).
    const restored = profile.ok ? await takeDraft(request, returnPath(request), session.get('a'), PROFILE_TEXT_FIELDS) : { draft: null, setCookie: null };
    if (restored.setCookie) headers.append('Set-Cookie', restored.setCookie);
    // Spec 8: a profile load failure leaves the fields empty; the edit form, which would send
    // them, is not offered then (`formVersion` null).
    if (!profile.ok) logger.warn({ err: profile.error }, 'profile load failed');
    const view: ProfileView = profile.ok ? toProfileView(profile.data, tab, resolveMedia) : emptyProfileView(tab);
    return data(
      {
        dictionary: routeDictionary(locale, handle.i18n),
        view,
        formVersion: profile.ok ? profileFormMark(profile.data) : null,
        draft: restored.draft,
        updated: notice === PROFILE_UPDATED,
        otherAccount: notice === OTHER_ACCOUNT_FORM,
        twofaFailed: notice === TWOFA_FAILED,
        twofaQr,
        supportEmail: getConfig().SUPPORT_EMAIL,
      },
      { headers },
    );
  });
}

/** The edit form posts multipart (it carries files); the 2FA confirmation posts its intent. */
export async function action({ request, context }: Route.ActionArgs) {
  return withSignedIn(
    { request, context },
    async (signedIn) => {
      if (isMultipartForm(request.headers.get('content-type'))) return updateProfileAction(request, signedIn);
      const { form, verdict } = await readFormWithCsrfVerdict(request, signedIn.session);
      if (form.get('intent') === ENABLE_TWOFA_INTENT)
        return enableTwoFactorAction(request, signedIn, form, { clientIp: context.get(requestFacts).clientIp, stale: verdict === 'stale' });
      throw new Response('Bad Request', { status: 400 });
    },
    // Turning 2FA on proves the password first: its form sent twice may go on in the session it ended.
    { ...PROFILE_DRAFT, provingIntent: ENABLE_TWOFA_INTENT },
  );
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export const meta: Route.MetaFunction = (args) => [{ title: metaText(args, 'profile', 'title', 'Profile') }];

export default function ProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { view, formVersion, draft, updated, otherAccount, twofaFailed, twofaQr, supportEmail } = loaderData;
  const { t } = useTranslation('profile');
  const current = view.tab.tab;
  const profileReply = actionData?.kind === 'profile' ? actionData : undefined;
  // The form stands for the profile it was first drawn from, through every answer that did not save it.
  const shownVersion = profileReply?.formVersion ?? formVersion;

  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title">{t('title')}</h1>
      {updated ? (
        <p className="alert alert--success" role="status">
          {t('form.updated')}
        </p>
      ) : null}
      {otherAccount ? (
        <p className="alert alert--error" role="alert">
          {t('form.otherAccount')}
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
        <div id="profile-panel" className="card profile__panel">
          <h2 id="profile-panel-title" className="visually-hidden">
            {t(`tabs.${current}`)}
          </h2>
          <ProfileTabPanel tab={view.tab} />
        </div>
      </div>
      {shownVersion ? (
        <EditProfileForm
          key={JSON.stringify([view.form, draft, view.card.photo, view.agreement])}
          formVersion={shownVersion}
          defaults={draft ? { ...view.form, ...draft } : view.form}
          restored={draft !== null && !actionData}
          currentFiles={{ distributionAgreement: view.agreement }}
          lastResult={profileReply?.lastResult}
          chooseAgain={profileReply?.chooseAgain}
        />
      ) : (
        <ProfileUnread />
      )}
      <SecuritySection twoFactorEnabled={formVersion ? view.twoFactorEnabled : null} failed={twofaFailed} />
      <TwoFactorDialog
        twoFactorEnabled={view.twoFactorEnabled}
        qr={twofaQr}
        supportEmail={supportEmail}
        lastResult={actionData?.kind === 'twofa' ? actionData.lastResult : undefined}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary error={error} />;
}
