import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMITS } from '../../server/body-limits';
import {
  FORM_BODY_MAX_BYTES,
  isMultipartForm,
  isUrlEncodedForm,
  mediaTypeOf,
  MULTIPART_BODY_MAX_BYTES,
  MULTIPART_DECLARED_MAX_BYTES,
} from '~/lib/request-body';
import { AGREEMENT_MAX_BYTES, PHOTO_MAX_BYTES } from '~/profile/uploads';

describe('what a posted body may be', () => {
  it('reads the media type of a Content-Type header, whatever its case and parameters', () => {
    expect(mediaTypeOf('Multipart/Form-Data; boundary=----x')).toBe('multipart/form-data');
    expect(mediaTypeOf(' application/x-www-form-urlencoded ;charset=UTF-8')).toBe('application/x-www-form-urlencoded');
    expect(mediaTypeOf(null)).toBe('');
    expect(isMultipartForm('multipart/form-data; boundary=x')).toBe(true);
    expect(isMultipartForm('multipart/form-data-x')).toBe(false);
    expect(isMultipartForm('multipart/mixed')).toBe(false);
    expect(isUrlEncodedForm('application/x-www-form-urlencoded')).toBe(true);
    expect(isUrlEncodedForm('application/json')).toBe(false);
  });

  it('has one set of limits: the express layer refuses what the app would not read', () => {
    expect(DEFAULT_BODY_LIMITS).toEqual({
      formBytes: FORM_BODY_MAX_BYTES,
      multipartBytes: MULTIPART_BODY_MAX_BYTES,
      multipartDeclaredBytes: MULTIPART_DECLARED_MAX_BYTES,
      drainBytes: 1024 * 1024,
    });
    // A URL-encoded body refused for its length is read to its end, so its client sees the 413.
    expect(DEFAULT_BODY_LIMITS.drainBytes).toBeGreaterThan(FORM_BODY_MAX_BYTES * 4);
    // What a screen with files takes in and drops is more than it reads.
    expect(MULTIPART_DECLARED_MAX_BYTES).toBeGreaterThan(MULTIPART_BODY_MAX_BYTES);
    // Both files at their limits fit, with room for the text fields.
    expect(MULTIPART_BODY_MAX_BYTES).toBeGreaterThan(PHOTO_MAX_BYTES + AGREEMENT_MAX_BYTES + 64 * 1024);
  });
});
