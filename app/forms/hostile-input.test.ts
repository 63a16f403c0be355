import { describe, expect, it } from 'vitest';
import { credentialsRules, otpRules } from '~/auth/sign-in-rules';
import { checkForm, type FormRules } from '~/forms/rules';
import { changePasswordRules } from '~/profile/password-rules';
import { profileRules } from '~/profile/profile-fields';
import { isFacebookUrl, isLinkedInUrl, isXUrl } from '~/profile/social-urls';
import { twofaConfirmRules } from '~/profile/twofa-rules';

/**
 * Every form's rules against the worst inputs found for patterns: 2·10^5 characters shaped to make
 * a backtracking pattern try every split (an e-mail of dots between two `@`, runs of one
 * separator with a rejecting end). Each must be answered at once: a rule that ran a quadratic
 * pattern over such a value took seconds here, and the test's time-out fails it.
 */
const N = 200_000;
const HOSTILE = [
  `a@${'.'.repeat(N)}@`,
  `a@${'a.'.repeat(N / 2)}`,
  `${'a'.repeat(N)}@`,
  `${'/'.repeat(N)}x`,
  `https://linkedin.com/in${'/'.repeat(N)}\u0000`,
  `https://x.com/${'a'.repeat(N)}!`,
  `${'-'.repeat(N)}x`,
  `${'<'.repeat(N)}x`,
  `${'a '.repeat(N / 2)}x`,
  `=${'\t'.repeat(N)}=`,
];

const FORMS: Record<string, FormRules> = {
  credentials: credentialsRules,
  otp: otpRules,
  profile: profileRules,
  changePassword: changePasswordRules,
  twofaConfirm: twofaConfirmRules,
};

describe('hostile input', () => {
  for (const [form, rules] of Object.entries(FORMS)) {
    it(`the ${form} form refuses every field of ${N} characters at once`, () => {
      for (const value of HOSTILE) {
        const values = Object.fromEntries(Object.keys(rules).map((name) => [name, value]));
        const errors = checkForm(rules, values);
        // Every text field is over its limit (the files are not files): each has a message.
        for (const name of Object.keys(rules)) expect(errors[name], `${form}.${name}`).toHaveLength(1);
      }
    });
  }

  it('the social address checks refuse them at once', () => {
    for (const value of HOSTILE) {
      expect(isLinkedInUrl(value)).toBe(false);
      expect(isXUrl(value)).toBe(false);
      expect(isFacebookUrl(value)).toBe(false);
    }
  });
});
