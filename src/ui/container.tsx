import type { ComponentProps } from 'react';

/** The page's content column: centred, max 1280 px, side padding that grows with the viewport. */
export function Container({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`} {...props} />;
}
