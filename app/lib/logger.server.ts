import pino from 'pino';

/** One JSON line per event; secrets are redacted wherever they might appear. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'partner-portal' },
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.token', '*.password', '*.otp_code'],
    censor: '[redacted]',
  },
});
