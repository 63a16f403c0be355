import { Form, useNavigation } from 'react-router';
import { CsrfField } from '~/forms/CsrfField';
import { FormVersionField } from '~/forms/FormVersionField';
import type { FormReply } from '~/forms/form-state';
import { useValidatedForm } from '~/forms/useValidatedForm';
import { useTranslation } from '~/i18n/react';
import { DocumentLink } from '~/ui/DocumentLink';
import {
  PROFILE_FILE_SPECS,
  PROFILE_TEXT_SPECS,
  profileRules,
  type FileFieldSpec,
  type ProfileFileField,
  type ProfileTextField,
  type TextFieldSpec,
} from '../profile-fields';
import { FILES_STAY_FIELD, UPLOAD_RULES, type UploadField } from '../uploads';
import { FilesStayField } from '~/forms/FilesStayField';
import { useUploadContentCheck } from '../useUploadContentCheck';
import { FieldError } from './FieldError';
import { ErrorAlert } from '~/ui/ErrorAlert';
import { useStateFormAction } from '~/forms/state-action';

export interface EditProfileFormProps {
  /** The mark of the profile the form's values were drawn from (forms/FormVersionField.tsx). */
  formVersion: string;
  /** What the text inputs start with: the profile's values, or a draft kept when the session ended. */
  defaults: Record<ProfileTextField, string>;
  /** The text comes from such a draft, and no post has been answered since. */
  restored: boolean;
  /** Files chosen for a form that came back, by field: gone from their inputs, named to choose again. */
  chooseAgain?: Partial<Record<UploadField, string>>;
  /** The partner's current file of a field that links to it (the distribution agreement), when there is one. */
  currentFiles: Partial<Record<ProfileFileField, string | null>>;
  /** The action's answer to the form's last post. */
  lastResult: FormReply | undefined;
}

/** The edit form: every listed field (profile-fields.ts), text first, then the files. */
export function EditProfileForm({ formVersion, defaults, restored, chooseAgain = {}, currentFiles, lastResult }: EditProfileFormProps) {
  const { t } = useTranslation('profile');
  const action = useStateFormAction();
  const navigation = useNavigation();
  const updating = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'update';
  const form = useValidatedForm({ rules: profileRules, lastResult, defaultValue: defaults });
  const contentCheck = useUploadContentCheck();

  const textField = ({ name, label, input, autoComplete, required, maxLength }: TextFieldSpec & { name: ProfileTextField }) => {
    const field = form.field(name);
    return (
      <div className="field" key={name}>
        <label htmlFor={field.id}>{t(label)}</label>
        <input {...field.input} type={input} autoComplete={autoComplete} required={required} maxLength={maxLength} />
        <FieldError id={field.errorId} message={field.error ? t(field.error) : null} />
      </div>
    );
  };
  const fileField = ({ name, label, hint }: FileFieldSpec) => {
    const hintId = `${form.id}-${name}-hint`;
    const againId = `${form.id}-${name}-again`;
    const chosen = chooseAgain[name];
    const described = chosen ? `${hintId} ${againId}` : hintId;
    const field = form.field(name, described);
    const error = field.error ?? contentCheck.error(name);
    return (
      <div className="field" key={name}>
        <label htmlFor={field.id}>{t(label)}</label>
        <input
          {...field.input}
          type="file"
          accept={UPLOAD_RULES[name].accept}
          onChange={contentCheck.onChange(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${field.errorId} ${described}` : described}
        />
        <p className="field__hint" id={hintId}>
          {t(hint)}
        </p>
        {chosen ? (
          <p className="field__hint field__hint--again" id={againId}>
            {t('form.chooseAgain', { name: chosen })}
          </p>
        ) : null}
        <FieldError id={field.errorId} message={error ? t(error) : null} />
      </div>
    );
  };
  /** A file field that links to the partner's current file: the link below its input. */
  const fileFieldWithCurrent = (spec: FileFieldSpec & { currentLabel: string }) => {
    const current = currentFiles[spec.name];
    return (
      <div key={spec.name}>
        {fileField(spec)}
        {current ? (
          <p className="profile-form__current">
            <DocumentLink href={current} title={t(spec.currentLabel)}>
              {t(spec.currentLabel)}
            </DocumentLink>
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section className="card profile__edit" aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">{t('form.title')}</h2>
      <Form
        method="post"
        action={action}
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
        <FormVersionField mark={formVersion} />
        <FilesStayField name={FILES_STAY_FIELD} />
        <input type="hidden" name="intent" value="update" />
        {restored ? (
          <p className="alert" role="status">
            {t('form.draftRestored')}
          </p>
        ) : null}
        {form.error ? <ErrorAlert id={form.errorId}>{t(form.error)}</ErrorAlert> : null}
        <div className="profile-form__grid">{PROFILE_TEXT_SPECS.map(textField)}</div>
        <div className="profile-form__grid">
          {PROFILE_FILE_SPECS.map((spec) => (spec.currentLabel ? fileFieldWithCurrent({ ...spec, currentLabel: spec.currentLabel }) : fileField(spec)))}
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
