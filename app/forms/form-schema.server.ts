import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { checkForm, type FormRules, type FormValues } from '~/forms/rules';

/** The fields each form's schema reads, each with the most characters its answer may write back (see `parseForm`). */
const fieldsOfSchema = new WeakMap<z.ZodType, Readonly<Record<string, number>>>();

/**
 * The zod schema an action gives `parseForm` for a form whose rules the browser shares: the
 * same rule functions decide the messages on both sides, and `read` turns the checked values
 * into what the action works with. The values reach the rules as posted (an empty field is '',
 * an empty file input a nameless empty file), as in the browser. `maxLengths` names every field
 * of the form, those of its rules and those without one (such as the page to return to), with
 * the longest value the form takes in it: what its answer writes back is cut there (a file
 * field's is 0: a file is never written back, nor text posted in its place).
 */
export function schemaFromRules<Rules extends FormRules, Output>(
  rules: Rules,
  read: (values: FormValues) => Output,
  maxLengths: Readonly<Record<keyof Rules, number>> & Readonly<Record<string, number>>,
) {
  const schema = z
    .record(z.string(), z.unknown())
    .superRefine((values, ctx) => {
      for (const [name, messages] of Object.entries(checkForm(rules, values))) {
        for (const message of messages) ctx.addIssue({ code: 'custom', path: [name], message });
      }
    })
    .transform(read);
  fieldsOfSchema.set(schema, maxLengths);
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
 * `parseWithZod` on the raw body (eslint.config.js). Its reply writes back what was typed, each
 * field cut to the longest value the form takes: a 63,000-character e-mail address came back
 * whole, twice in the page, an answer ten times its post.
 */
export function parseForm<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  const maxLengths = fieldsOfSchema.get(schema);
  if (!maxLengths) throw new Error('parseForm: the schema was not made by schemaFromRules, so its fields are unknown');
  const submission = parseWithZod(ownFields(form, Object.keys(maxLengths)), { schema });
  const reply: typeof submission.reply = (options) => withinLengths(submission.reply(options), maxLengths);
  return { ...submission, reply };
}

/** A reply whose written-back values are each cut to their field's longest value. */
export function withinLengths<Reply extends { initialValue?: Record<string, unknown> | null }>(
  reply: Reply,
  maxLengths: Readonly<Record<string, number>>,
): Reply {
  const typed = reply.initialValue;
  if (!typed) return reply;
  const initialValue: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(typed)) {
    const limit = maxLengths[name] ?? 0;
    if (typeof value !== 'string') continue;
    if (limit > 0) initialValue[name] = cutText(value, limit);
  }
  return { ...reply, initialValue };
}

/** A text cut to `limit` UTF-16 units, never inside a character outside the Basic Multilingual Plane. */
function cutText(value: string, limit: number): string {
  if (value.length <= limit) return value;
  const cut = value.slice(0, limit);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A posted text field trimmed; an emptied field is '' (the partner cleared it), a field
 * that was not posted at all is undefined.
 */
export function trimmedOrAbsent(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}
