import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Chevron, choiceTriggerClass } from './choice-trigger.tsx';

export interface ChoiceMenuProps {
  /** The trigger's accessible name ('Shop: EU shop'). */
  label: string;
  /** What the trigger shows (the current choice). */
  text: ReactNode;
  /** A heading above the choices, when there is one. */
  heading?: string;
  value: string;
  choices: readonly { value: string; text: ReactNode; note?: ReactNode }[];
  onSelect: (value: string) => void;
  /** Open on mount: the top bar renders this menu when the shopper first opens it. */
  defaultOpen?: boolean;
}

const contentClass =
  'z-50 min-w-40 rounded-xl border border-sand-200 bg-white p-1 text-sm text-ink shadow-lg';
const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * A menu of radio choices (shop, currency) in the top bar. Not modal (the menu button pattern):
 * the page behind stays in the accessibility tree; a modal menu hid it with aria-hidden while
 * its links stayed focusable (axe: aria-hidden-focus). Escape or a click outside closes it.
 */
export function ChoiceMenu({ label, text, heading, value, choices, onSelect, defaultOpen }: ChoiceMenuProps) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger className={choiceTriggerClass} aria-label={label}>
        {text}
        <Chevron />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentClass}>
          {heading && (
            <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-muted">
              {heading}
            </DropdownMenu.Label>
          )}
          <DropdownMenu.RadioGroup value={value} onValueChange={onSelect}>
            {choices.map((choice) => (
              <DropdownMenu.RadioItem key={choice.value} value={choice.value} className={itemClass}>
                {choice.text}
                {choice.note && <span className="text-xs text-muted">{choice.note}</span>}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
