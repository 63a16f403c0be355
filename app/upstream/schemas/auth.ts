import { flag, optionalText, record } from './lenient';

export const loginResponseSchema = record({
  token: optionalText(),
  is2faEnabled: flag(false),
  message: optionalText(),
});

export const otpResponseSchema = record({ token: optionalText(), message: optionalText() });

export const enable2faResponseSchema = record({
  params: record({ image: optionalText(), secret: optionalText() }),
});

export const messageResponseSchema = record({ message: optionalText() });
