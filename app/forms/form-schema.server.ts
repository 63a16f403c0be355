import { z } from 'zod';
import { checkForm, type FormRules, type FormValues } from '~/forms/rules';

/**
 * The zod schema an action gives conform's `parseWithZod` for a form whose rules the browser
 * shares: the same rule functions decide the messages on both sides, and `read` turns the
 * checked values into what the action works with. The values reach the rules as posted
 * (an empty field is '', an empty file input a nameless empty file), as in the browser.
 */
export function schemaFromRules<Output>(rules: FormRules, read: (values: FormValues) => Output) {
  return z
    .record(z.unknown())
    .superRefine((values, ctx) => {
      for (const [name, messages] of Object.entries(checkForm(rules, values))) {
        for (const message of messages) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message });
      }
    })
    .transform(read);
}

/** A posted text field that is not blank, trimmed; else undefined. */
export function trimmedOrUndefined(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
}
