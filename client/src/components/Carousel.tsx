import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as messages from '../messages/pt-BR';
import { PillButton } from './PillButton';

/** Viewport breakpoints of spec §9 and how many slides one arrow press moves (also how many are in view). */
const STEPS = [
  { minWidth: 1024, slides: 4 },
  { minWidth: 768, slides: 3 },
  { minWidth: 480, slides: 2 },
] as const;

/** 4, 3, 2 or 1 slides at viewport widths ≥1024, 768–1023, 480–767, <480. */
export function slidesPerStep(viewportWidth: number): number {
  return STEPS.find((s) => viewportWidth >= s.minWidth)?.slides ?? 1;
}

const GAP = 24;
const slideWidth = (n: number) => `calc((100% - ${(n - 1) * GAP}px) / ${n})`;
/** One slide's box: as many slides side by side as the width allows (a plain object: cheap for the type checker). */
const SLIDE_SX: Record<string, string | Record<string, string>> = {
  flex: '0 0 auto',
  width: slideWidth(1),
  scrollSnapAlign: 'start',
  ...Object.fromEntries(
    STEPS.map((s) => [`@media (min-width: ${s.minWidth}px)`, { width: slideWidth(s.slides) }]).reverse(),
  ),
};

export interface CarouselProps {
  /** accessible name of the carousel */
  label: string;
  /** shown left of the arrows */
  heading?: ReactNode;
  /** one child per slide */
  children: ReactNode;
  /**
   * More slides are on their way: 'Próximo' stays enabled at the end, and a press there moves once they are in (a
   * page's HTML carries the first screen only; a tap as the rest loads is not lost).
   */
  more?: boolean;
}

/**
 * A horizontal scroller with previous/next arrows; no looping, so an arrow is disabled at its end.
 * Slide widths come from CSS media queries and the ends are measured in effects, so the server render
 * and the first browser render agree.
 */
export function Carousel({ label, heading, children, more = false }: CarouselProps) {
  const slides = Children.toArray(children);
  const scroller = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: slides.length <= 1 });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEnds((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure, slides.length]);

  const move = (direction: 1 | -1) => {
    const el = scroller.current;
    const first = el?.firstElementChild as HTMLElement | null;
    if (!el || !first) return;
    const distance = slidesPerStep(window.innerWidth) * (first.getBoundingClientRect().width + GAP);
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * distance, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  const waitingToMove = useRef(false);
  const next = () => {
    if (more && ends.atEnd) waitingToMove.current = true;
    else move(1);
  };
  // The slides that were on their way are in (or will not come): a press held for them moves now.
  useEffect(() => {
    if (more || !waitingToMove.current) return;
    waitingToMove.current = false;
    move(1);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <Box component="section" aria-roledescription={messages.carousel.roleDescription} aria-label={label}>
      <Box sx={CONTROLS_SX}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{heading}</Box>
        <PillButton tone="icon" onClick={() => move(-1)} disabled={ends.atStart} aria-label={messages.common.previous}>
          <ChevronLeftIcon />
        </PillButton>
        <PillButton tone="icon" onClick={next} disabled={ends.atEnd && !more} aria-label={messages.common.next}>
          <ChevronRightIcon />
        </PillButton>
      </Box>
      <Box
        ref={scroller}
        tabIndex={0}
        onKeyDown={onKeyDown}
        // a scrollable region the keyboard reaches, named for what it holds
        role="region"
        aria-label={messages.carousel.scrollHint(label)}
        sx={{
          display: 'flex',
          gap: `${GAP}px`,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          // The snap area starts inside the padding below, so the first slide snaps at scrollLeft 0 (else at 6 px,
          // which left 'Anterior' enabled at the start).
          scrollPaddingInline: '6px',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          // Room for card borders and focus rings (3 px, 2 px off the card), which the scroll box would clip.
          p: 0.75,
          mx: -0.75,
          borderRadius: 3,
        }}
      >
        {slides.map((slide, index) => (
          <Box
            key={isValidElement(slide) ? slide.key : index}
            role="group"
            aria-roledescription={messages.carousel.slide}
            aria-label={messages.carousel.position(index + 1, slides.length)}
            sx={SLIDE_SX}
          >
            {slide}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

// The arrows' frame is styled from their row, so they keep the one shared PillButton style.
const CONTROLS_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  mb: 2,
  '& > button': { border: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' },
} as const;
