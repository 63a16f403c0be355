import type { HeadersFunction } from 'react-router';
import { CSP_EXTRA_HEADER, cspExtraHeader, originOf } from '~/lib/csp';
import { noStoreHeaders } from '~/lib/no-store';

/**
 * A screen's response headers: never stored, and the extra sources its page needs in the
 * policy (the frames of video players, images of third-party hosts).
 */
export function pageHeaders({
  frameOrigins = [],
  imageUrls = [],
}: {
  frameOrigins?: readonly string[];
  imageUrls?: ReadonlyArray<string | null | undefined>;
}): Headers {
  const headers = noStoreHeaders();
  const images = [
    ...new Set(imageUrls.map((url) => (url && !url.startsWith('/') ? originOf(url) : null)).filter((origin): origin is string => origin !== null)),
  ];
  if (frameOrigins.length || images.length) {
    headers.set(
      CSP_EXTRA_HEADER,
      cspExtraHeader({ ...(frameOrigins.length ? { 'frame-src': [...frameOrigins] } : {}), ...(images.length ? { 'img-src': images } : {}) }),
    );
  }
  return headers;
}

/** Lets a loader's page headers reach the document response (React Router uses only a route's `headers`). */
export const passPageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of ['Cache-Control', CSP_EXTRA_HEADER]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
