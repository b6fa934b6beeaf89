import { type ReactNode, useId } from 'react';

export interface BadgedIconProps {
  icon: ReactNode;
  /** The number on the badge. */
  count: number;
  /** The badge's number in words for screen readers ('2 items'); the control's description. */
  countText: ReactNode;
  /** The word under the icon (mobile bottom bar), when shown. */
  label?: string;
  badgeTestId?: string;
}

/**
 * The inside of a header or bottom-bar icon control with a count badge (the cart link, the
 * wishlist button): the icon with its badge, the optional word under it, and the count in words.
 * The control gets `aria-describedby` = the returned id, so its name stays the short word.
 */
export function useBadgedIcon({ icon, count, countText, label, badgeTestId }: BadgedIconProps): {
  countId: string;
  content: ReactNode;
} {
  const countId = useId();
  return {
    countId,
    content: (
      <>
        <span className="relative">
          {icon}
          <span
            aria-hidden="true"
            data-testid={badgeTestId}
            className="absolute -top-1.5 -right-2 grid min-w-4.5 place-items-center rounded-full bg-accent-500 px-1 text-[10px] leading-4.5 font-bold text-white"
          >
            {count}
          </span>
        </span>
        {label ? (
          <span aria-hidden="true" className="text-[11px] font-medium">
            {label}
          </span>
        ) : null}
        <span id={countId} className="sr-only">
          {countText}
        </span>
      </>
    ),
  };
}

/** The classes both icon controls share (each adds its own). */
export const BADGED_CONTROL_CLASSES = 'relative inline-flex flex-col items-center justify-center gap-0.5';
