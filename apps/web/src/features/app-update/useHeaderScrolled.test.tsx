import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeaderScrolled, useHeaderScrollStyle } from './useHeaderScrolled';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useHeaderScrolled', () => {
  afterEach(() => scrollTo(0));

  it('turns on after 24 px of scroll and off again back at the top', () => {
    const { result } = renderHook(() => useHeaderScrolled());
    expect(result.current).toBe(false);
    act(() => scrollTo(24));
    expect(result.current).toBe(false);
    act(() => scrollTo(25));
    expect(result.current).toBe(true);
    act(() => scrollTo(3));
    expect(result.current).toBe(false);
  });

  it('starts on when the page opens already scrolled (a reload keeps the scroll)', () => {
    scrollTo(400);
    const { result } = renderHook(() => useHeaderScrolled());
    expect(result.current).toBe(true);
  });

  it('gives the header a white background only once scrolled', () => {
    const { result } = renderHook(() => useHeaderScrollStyle());
    expect(result.current.background).not.toBe('#ffffff');
    act(() => scrollTo(100));
    expect(result.current.background).toBe('#ffffff');
  });
});
