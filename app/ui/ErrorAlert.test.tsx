import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorAlert } from '~/ui/ErrorAlert';

describe('ErrorAlert', () => {
  it("is an alert in the forms' error box by default, with the id a form points at", () => {
    expect(renderToStaticMarkup(<ErrorAlert id="f-error">Current password is incorrect</ErrorAlert>)).toBe(
      '<p role="alert" class="alert alert--error" id="f-error">Current password is incorrect</p>',
    );
  });

  it("is a section's line of error text when inline", () => {
    expect(renderToStaticMarkup(<ErrorAlert look="inline">Server error</ErrorAlert>)).toBe('<p role="alert" class="error-text">Server error</p>');
  });
});
