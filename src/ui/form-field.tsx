import { type ComponentPropsWithoutRef, useId } from 'react';

export const inputClasses =
  'w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-[invalid=true]:border-red-600';

/** A labelled input with its validation text below it (linked by aria-describedby). */
export function FormField({
  label,
  error,
  className = '',
  ...input
}: ComponentPropsWithoutRef<'input'> & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: string }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}
