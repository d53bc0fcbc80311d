import { useCallback, useEffect, useRef, useState } from 'react';

function offsetOf(element: HTMLElement, scroller: HTMLElement): number {
  return element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

/**
 * Ties the sticky category chips to the scrolled content: which section is under the chips, and scrolling to a
 * section when its chip is tapped.
 */
export function useCategoryScroll(categoryIds: readonly number[]) {
  const contentRef = useRef<HTMLIonContentElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  const sections = useRef(new Map<number, HTMLElement>());
  const scrollElement = useRef<HTMLElement | null>(null);
  const lockedUntil = useRef(0);
  const frame = useRef(0);
  const [chosenId, setActiveId] = useState<number | undefined>(undefined);
  // the first section until one is scrolled to or chosen, and again when the chosen one leaves the menu: worked out
  // while rendering, not in an effect that would render the whole menu a second time as it appears
  const activeId = chosenId !== undefined && categoryIds.includes(chosenId) ? chosenId : categoryIds[0];

  useEffect(() => {
    void contentRef.current?.getScrollElement().then((element) => {
      scrollElement.current = element;
    });
    return () => cancelAnimationFrame(frame.current);
  }, []);

  const registerSection = useCallback(
    (categoryId: number) => (element: HTMLElement | null) => {
      if (element) sections.current.set(categoryId, element);
      else sections.current.delete(categoryId);
    },
    [],
  );

  const onScroll = useCallback(() => {
    if (Date.now() < lockedUntil.current) return;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const scroller = scrollElement.current;
      if (!scroller) return;
      const line = scroller.scrollTop + (navRef.current?.offsetHeight ?? 0) + 16;
      let current = categoryIds[0];
      for (const id of categoryIds) {
        const section = sections.current.get(id);
        if (section && offsetOf(section, scroller) <= line) current = id;
      }
      setActiveId(current);
    });
  }, [categoryIds]);

  const scrollToCategory = useCallback((categoryId: number) => {
    const scroller = scrollElement.current;
    const section = sections.current.get(categoryId);
    if (!scroller || !section) return;
    const top = offsetOf(section, scroller) - (navRef.current?.offsetHeight ?? 0) - 8;
    lockedUntil.current = Date.now() + 700;
    setActiveId(categoryId);
    void contentRef.current?.scrollToPoint(0, Math.max(0, top), 450);
    const heading = section.querySelector<HTMLElement>('h2');
    heading?.focus({ preventScroll: true });
  }, []);

  return { contentRef, navRef, registerSection, onScroll, scrollToCategory, activeId };
}
