/**
 * Runs `next` in a task of its own once the frame now being prepared is drawn, so that what it
 * changes is drawn in a frame of its own; returns what cancels it, for an effect's clean-up.
 */
export function afterFrame(next: () => void): () => void {
  let task = 0;
  const frame = requestAnimationFrame(() => {
    task = window.setTimeout(next);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(task);
  };
}
