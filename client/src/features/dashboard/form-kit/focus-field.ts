/** Moves the focus to the element of this id (a field, or its focus target) and brings it into view. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView?.({ block: 'center' });
  element.focus({ preventScroll: true });
}
