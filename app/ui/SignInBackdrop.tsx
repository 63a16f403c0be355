import poster from '~/ui/media/signin-backdrop.jpg';
import video from '~/ui/media/signin-backdrop.webm';

/**
 * The sign-in page's looping background video. The poster (2 KB) paints first and the
 * small video streams in behind the form, never blocking it. Nothing is fetched when
 * the client asks to save data (the server leaves the video out) or prefers reduced
 * motion (the only source applies to `prefers-reduced-motion: no-preference`).
 */
export function SignInBackdrop({ withVideo }: { withVideo: boolean }) {
  if (!withVideo) return <img className="signin__backdrop" src={poster} alt="" width={480} height={270} aria-hidden="true" />;
  return (
    <video className="signin__backdrop" poster={poster} autoPlay muted loop playsInline aria-hidden="true" width={480} height={270}>
      <source src={video} type="video/webm" media="(prefers-reduced-motion: no-preference)" />
    </video>
  );
}

/** Whether the request lets the page fetch the background video (`Save-Data: on` does not). */
export function allowsBackdropVideo(request: Request): boolean {
  return request.headers.get('save-data')?.trim().toLowerCase() !== 'on';
}
