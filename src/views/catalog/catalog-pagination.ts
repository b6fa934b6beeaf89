/** One slot of the page list: a page number or a gap ('…'). */
export type PageSlot = number | 'gap';

/**
 * The page numbers to offer: always the first and last page, the current page with `around`
 * neighbours on each side, and a gap wherever numbers are skipped. A gap never stands for a
 * single page (that page is shown instead).
 */
export function pageSlots(current: number, total: number, around = 1): PageSlot[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const shown = new Set<number>([1, total]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const [i, p] of pages.entries()) {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2) slots.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) slots.push('gap');
    slots.push(p);
  }
  return slots;
}
