import { schemaFromRules, trimmedOrAbsent } from '~/forms/form-schema.server';
import { PROFILE_FIELDS, PROFILE_FILE_FIELDS, PROFILE_TEXT_FIELDS, profileRules, type ProfileFileField, type ProfileTextField } from './profile-fields';
import { isEmptyFileInput, isFileLike } from './uploads';

/**
 * The profile form's values once checked: the posted text trimmed (a field the partner
 * emptied is '', so it is cleared at the provider; one not posted is undefined) and the
 * chosen files.
 */
export type ProfileFormValue = Partial<Record<ProfileTextField, string>> & Partial<Record<ProfileFileField, File>>;

/** The longest value of each field: a text field's limit; a file is never written back. */
const PROFILE_MAX_LENGTHS = Object.fromEntries(PROFILE_FIELDS.map((field) => [field.name, field.kind === 'text' ? field.maxLength : 0])) as Record<
  (typeof PROFILE_FIELDS)[number]['name'],
  number
>;

/** The profile action's schema for parseForm: the listed fields' rules, and the values the action sends on. */
export const profileSchema = schemaFromRules(
  profileRules,
  (values): ProfileFormValue => {
    const value: ProfileFormValue = {};
    for (const field of PROFILE_TEXT_FIELDS) value[field] = trimmedOrAbsent(values[field]);
    for (const field of PROFILE_FILE_FIELDS) {
      const file = values[field];
      if (isFileLike(file) && !isEmptyFileInput(file)) value[field] = file;
    }
    return value;
  },
  PROFILE_MAX_LENGTHS,
);
