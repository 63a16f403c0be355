import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '~/i18n/react';
import { CAROUSEL_INTERVAL_MS, shouldAutoAdvance, wrapIndex } from './carousel-rules';
import type { SlideView } from './dashboard.server';
import { CmsLink } from '~/ui/CmsLink';
import { withIconClass } from '~/ui/icons';

/**
 * The slide carousel. Without JavaScript: a horizontally scrolling, snap-aligned strip,
 * each slide with previous/next links to its neighbours' anchors. With JavaScript: one
 * slide at a time, previous/next arrows and a pause button, moving on every 8 seconds
 * (wrapping) unless paused, hovered, focused, or the partner prefers reduced motion.
 */
export function Carousel({ slides }: { slides: SlideView[] }) {
  const { t } = useTranslation('dashboard');
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const count = slides.length;

  useEffect(() => {
    // The controls are the enhanced carousel's: shown once the page runs scripts, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnhanced(true);
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const current = wrapIndex(index, count);
  const running = enhanced && shouldAutoAdvance({ slides: count, paused, hovered, focused, reducedMotion });

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((value) => wrapIndex(value + 1, count)), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, current, count]);

  const go = useCallback((step: number) => setIndex((value) => wrapIndex(value + step, count)), [count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return null;

  return (
    <section
      ref={rootRef}
      className={`carousel${enhanced ? ' carousel--enhanced' : ''}`}
      aria-roledescription={t('carousel.role')}
      aria-label={t('carousel.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {enhanced && count > 1 ? (
        <div className="carousel__controls">
          <button type="button" className={PREVIOUS_CONTROL} onClick={() => go(-1)} aria-label={t('carousel.previous')} />
          {reducedMotion ? null : (
            <button
              type="button"
              className={`carousel__control carousel__pause ${withIconClass(paused ? 'play' : 'pause')}`}
              onClick={() => setPaused((value) => !value)}
              aria-label={paused ? t('carousel.play') : t('carousel.pause')}
            />
          )}
          <button type="button" className={NEXT_CONTROL} onClick={() => go(1)} aria-label={t('carousel.next')} />
        </div>
      ) : null}
      <div className="carousel__track" aria-live={enhanced && !running ? 'polite' : 'off'}>
        {slides.map((slide, position) => {
          const isCurrent = position === current;
          return (
            <div
              key={slide.id}
              id={`slide-${position + 1}`}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { index: position + 1, count })}
              className={slideClass(slide, enhanced && isCurrent)}
              hidden={enhanced && !isCurrent}
            >
              {/* The CMS colour paints through an SVG fill, a presentation attribute: the page's
                  policy allows no inline style attribute. */}
              {slide.background ? (
                <svg className="slide__backdrop" aria-hidden="true">
                  <rect width="100%" height="100%" fill={slide.background} />
                </svg>
              ) : null}
              <SlideMedia slide={slide} eager={position === 0} />
              <div className="slide__body">
                <h2 className="slide__title">{slide.title}</h2>
                {slide.description ? <p className="slide__description">{slide.description}</p> : null}
                {slide.link ? (
                  <CmsLink className="slide__link" href={slide.link.href} external={slide.link.external}>
                    {slide.link.label || t('carousel.learnMore')}
                  </CmsLink>
                ) : null}
              </div>
              {!enhanced && count > 1 ? (
                <div className="slide__nav">
                  <a href={`#slide-${wrapIndex(position - 1, count) + 1}`} className={PREVIOUS_CONTROL} aria-label={t('carousel.previous')} />
                  <a href={`#slide-${wrapIndex(position + 1, count) + 1}`} className={NEXT_CONTROL} aria-label={t('carousel.next')} />
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function slideClass(slide: SlideView, current: boolean): string {
  return [
    'slide',
    `slide--text-${slide.align}`,
    `slide--h-${slide.horizontal}`,
    `slide--v-${slide.vertical}`,
    slide.tone ? `slide--tone-${slide.tone}` : 'slide--plain',
    slide.overlay && slide.image ? 'slide--overlay' : '',
    current ? 'slide--current' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function SlideMedia({ slide, eager }: { slide: SlideView; eager: boolean }) {
  if (slide.video) {
    return (
      <div className="slide__media">
        <video className="slide__video" src={slide.video.src} poster={slide.video.poster ?? undefined} controls muted playsInline preload="none" />
      </div>
    );
  }
  if (slide.image) {
    return (
      <div className="slide__media">
        <img className="slide__image" src={slide.image} alt="" loading={eager ? 'eager' : 'lazy'} />
      </div>
    );
  }
  return null;
}

const PREVIOUS_CONTROL = `carousel__control ${withIconClass('previous')}`;
const NEXT_CONTROL = `carousel__control ${withIconClass('next')}`;
