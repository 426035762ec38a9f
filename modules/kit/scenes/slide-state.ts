import { useState } from "react";

/** The slide in view of a scene set; a new set (another tab) starts again at its first slide. */
export function useSlide(setKey: string): [number, (index: number) => void] {
  const [slide, setSlide] = useState({ setKey, index: 0 });
  const index = slide.setKey === setKey ? slide.index : 0;
  return [index, (next: number) => setSlide({ setKey, index: next })];
}
