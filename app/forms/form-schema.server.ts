import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { checkForm, type FormRules, type FormValues } from '~/forms/rules';

/** The names of the fields each form's schema reads (see `parseForm`). */
const fieldsOfSchema = new WeakMap<z.ZodType, readonly string[]>();

/**
 * The zod schema an action gives `parseForm` for a form whose rules the browser shares: the
 * same rule functions decide the messages on both sides, and `read` turns the checked values
 * into what the action works with. The values reach the rules as posted (an empty field is '',
 * an empty file input a nameless empty file), as in the browser. The form's fields are those
 * of its rules and `otherFields` (fields without a rule, such as the page to return to).
 */
export function schemaFromRules<Output>(rules: FormRules, read: (values: FormValues) => Output, otherFields: readonly string[] = []) {
  const schema = z
    .record(z.string(), z.unknown())
    .superRefine((values, ctx) => {
      for (const [name, messages] of Object.entries(checkForm(rules, values))) {
        for (const message of messages) ctx.addIssue({ code: 'custom', path: [name], message });
      }
    })
    .transform(read);
  fieldsOfSchema.set(schema, [...Object.keys(rules), ...otherFields]);
  return schema;
}

/**
 * The posted form's own fields, each with its first value. conform reads a field's name as a
 * path before any rule runs: `z[40000000]=1` made an array of forty million places, which the
 * form's answer then carried (a heap exhausted by one anonymous sign-in post), and a name posted
 * 20,000 times had its values joined one by one (seconds of CPU). A form of the portal posts
 * each of its fields once, under a plain name.
 */
export function ownFields(form: FormData, names: readonly string[]): FormData {
  const own = new FormData();
  for (const name of names) {
    const value = form.get(name);
    if (value !== null) own.append(name, value);
  }
  return own;
}

/**
 * A posted form checked by its schema (`schemaFromRules`), with conform's `parseWithZod` over the
 * form's own fields only (`ownFields`). Actions parse forms through here, never with
 * `parseWithZod` on the raw body (eslint.config.js).
 */
export function parseForm<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  const fields = fieldsOfSchema.get(schema);
  if (!fields) throw new Error('parseForm: the schema was not made by schemaFromRules, so its fields are unknown');
  return parseWithZod(ownFields(form, fields), { schema });
}

/**
 * A posted text field trimmed; an emptied field is '' (the partner cleared it), a field
 * that was not posted at all is undefined.
 */
export function trimmedOrAbsent(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}
