import "./Carousel.css";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "./Button";

/** One slide of a {@link Carousel}. */
export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the region, e.g. "Offers for you". */
  label: string;
  /** What the region is called, e.g. "carousel" (aria-roledescription, translated). */
  roleDescription: string;
  /** What each slide is called, e.g. "slide" (aria-roledescription, translated). */
  slideRoleDescription: string;
  /** Name of a slide from its position, e.g. (2, 4) => "2 of 4". */
  slideLabel: (position: number, total: number) => string;
  slides: CarouselSlide[];
  /** Name of the rotation button while the slides rotate, e.g. "Pause slide show". */
  pauseLabel: string;
  /** Name of the rotation button while they do not, e.g. "Play slide show". */
  playLabel: string;
  previousLabel: string;
  nextLabel: string;
  /** Time each slide is shown while rotating; default 5000 ms. */
  intervalMs?: number;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(REDUCED_MOTION).matches
    : false;
}

/**
 * An auto-rotating carousel after the WAI-ARIA APG pattern, meeting WCAG 2.2.2: the pause
 * button comes first, rotation stops while the pointer is over it or focus is inside it, and
 * it never starts by itself under `prefers-reduced-motion: reduce`. Only the current slide is
 * shown; the others are hidden from everyone.
 */
export function Carousel({
  label,
  roleDescription,
  slideRoleDescription,
  slideLabel,
  slides,
  pauseLabel,
  playLabel,
  previousLabel,
  nextLabel,
  intervalMs = 5000,
}: CarouselProps) {
  const slidesId = useId();
  const [current, setCurrent] = useState(0);
  const [isReducedMotion, setReducedMotion] = useState(prefersReducedMotion);
  // The customer's choice: rotation runs only while this is true (reduced motion starts paused).
  const [isPlaying, setPlaying] = useState(() => !prefersReducedMotion());
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const total = slides.length;
  const index = total === 0 ? 0 : Math.min(current, total - 1);
  const isRotating = isPlaying && !isHovered && !hasFocusWithin && total > 1;

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return undefined;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => {
      setReducedMotion(query.matches);
      if (query.matches) setPlaying(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!isRotating) return undefined;
    // A timeout per slide (not an interval), so a manual change restarts the full period.
    const timer = window.setTimeout(() => setCurrent((i) => (i + 1) % total), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isRotating, index, intervalMs, total]);

  const hasSlides = total > 0;
  // Listeners that only watch where pointer and focus are (the region itself is no control).
  useEffect(() => {
    const region = regionRef.current;
    if (!hasSlides || !region) return undefined;
    const onPointerEnter = () => setHovered(true);
    const onPointerLeave = () => setHovered(false);
    const onFocusIn = () => setFocusWithin(true);
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !region.contains(next)) setFocusWithin(false);
    };
    region.addEventListener("pointerenter", onPointerEnter);
    region.addEventListener("pointerleave", onPointerLeave);
    region.addEventListener("focusin", onFocusIn);
    region.addEventListener("focusout", onFocusOut);
    return () => {
      region.removeEventListener("pointerenter", onPointerEnter);
      region.removeEventListener("pointerleave", onPointerLeave);
      region.removeEventListener("focusin", onFocusIn);
      region.removeEventListener("focusout", onFocusOut);
    };
  }, [hasSlides]);

  if (!hasSlides) return null;

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription={roleDescription}
      aria-label={label}
      className={`ui-carousel${isReducedMotion ? " ui-carousel--still" : ""}`}
    >
      {total > 1 ? (
        <div className="ui-carousel-controls">
          <Button variant="secondary" onPress={() => setPlaying((p) => !p)}>
            <span
              className={`ui-carousel-icon ui-carousel-icon--${isPlaying ? "pause" : "play"}`}
              aria-hidden="true"
            />
            {isPlaying ? pauseLabel : playLabel}
          </Button>
          <Button
            variant="secondary"
            aria-controls={slidesId}
            onPress={() => setCurrent((index - 1 + total) % total)}
          >
            {previousLabel}
          </Button>
          <Button
            variant="secondary"
            aria-controls={slidesId}
            onPress={() => setCurrent((index + 1) % total)}
          >
            {nextLabel}
          </Button>
        </div>
      ) : null}
      {/* APG carousel: the slides are a polite live region only while they are not rotating. */}
      <div id={slidesId} className="ui-carousel-slides" aria-live={isRotating ? "off" : "polite"}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={slideRoleDescription}
            aria-label={slideLabel(i + 1, total)}
            className="ui-carousel-slide"
            hidden={i !== index}
            inert={i !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </div>
  );
}
