/**
 * What the player may use. It runs without a `sandbox` attribute: the player must keep its
 * own origin to play, and a sandbox allowing both scripts and the same origin is what the
 * HTML standard calls no sandbox at all. Its address is on the allowed player host only
 * (app/assets/video-embed.ts, also the page's only frame-src), a different origin from the
 * portal's, so its scripts cannot reach the portal's page.
 */
const PLAYER_ALLOW = 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen';

/** The portal's own frame for an allowed player address (never the provider's markup): the videos screen and the search's video hits. */
export function VideoPlayer({ src, title }: { src: string; title: string }) {
  return (
    <div className="video-frame">
      <iframe src={src} title={title} loading="lazy" allow={PLAYER_ALLOW} allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
    </div>
  );
}
