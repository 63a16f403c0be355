import { isRouteErrorResponse } from 'react-router';

/** The texts of `common` that name an error: its title and its sentence (`notFound.title`, `notFound.text`, …). */
export type ErrorTexts = 'notFound' | 'forbidden' | 'crash';

/** The error texts of an answer's status: not found, refused, or anything else that went wrong. */
export function errorTextsOfStatus(status: number): ErrorTexts {
  return status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'crash';
}

/** The error texts of what a route threw or failed to render: a refusal by its status, anything else as a crash. */
export function errorTextsOf(error: unknown): ErrorTexts {
  return errorTextsOfStatus(isRouteErrorResponse(error) ? error.status : 500);
}
