// Loaded when a reader turns cook mode on: most readers never do, so the page does not carry it.

/**
 * Keeps the screen awake (Screen Wake Lock API) until the returned stop() runs. Browsers release the lock whenever
 * the tab is hidden, so it is requested again each time the tab becomes visible. Rejects when the browser refuses.
 */
export async function keepScreenAwake(): Promise<() => void> {
  let sentinel: WakeLockSentinel = await navigator.wakeLock.request('screen');
  let stopped = false;
  const reacquire = async () => {
    if (stopped || document.visibilityState !== 'visible' || !sentinel.released) return;
    try {
      sentinel = await navigator.wakeLock.request('screen');
    } catch {
      // Refused this time (battery saver, say): the next visibility change tries again.
    }
  };
  document.addEventListener('visibilitychange', reacquire);
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', reacquire);
    void sentinel.release();
  };
}
