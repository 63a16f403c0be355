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
    .record(z.string(), z.unknown())
    .superRefine((values, ctx) => {
      for (const [name, messages] of Object.entries(checkForm(rules, values))) {
        for (const message of messages) ctx.addIssue({ code: 'custom', path: [name], message });
      }
    })
    .transform(read);
}

/**
 * A posted text field trimmed; an emptied field is '' (the partner cleared it), a field
 * that was not posted at all is undefined.
 */
export function trimmedOrAbsent(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim() : undefined;
}
