// The look of a top-bar menu's trigger, shared by the menu and the plain button shown before it loads.

export const choiceTriggerClass =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold ring-1 ring-white/30 hover:bg-white/10 data-[state=open]:bg-white/15';

export function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3" fill="none" stroke="currentColor">
      <path d="M3 4.5 6 7.5l3-3" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
