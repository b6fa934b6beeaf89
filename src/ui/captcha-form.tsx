import { valibotResolver } from '@hookform/resolvers/valibot';
import { type ReactNode, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Path, type PathValue, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { FieldError } from './form-field.tsx';
import { Captcha, type CaptchaHandle } from './captcha.tsx';

/**
 * A form guarded by the captcha (login, password reset, registration): the react-hook-form
 * instance, its submit handler and the captcha widget with its error. After every submit the
 * widget solves a fresh challenge, because the server accepts a payload only once.
 */
export function useCaptchaForm<V extends FieldValues & { captchaToken: string }>(
  schema: v.GenericSchema<V>,
  defaultValues: DefaultValues<V>,
  onValid: (values: V) => void,
): {
  form: ReturnType<typeof useForm<V>>;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  captchaField: ReactNode;
} {
  const captcha = useRef<CaptchaHandle>(null);
  // 'all': the whole schema pipe runs, so "Passwords don't match" shows beside other field errors.
  const form = useForm<V>({ resolver: valibotResolver(schema), defaultValues, criteriaMode: 'all' });
  const submit = form.handleSubmit((values) => {
    onValid(values);
    captcha.current?.reset();
  });
  const { errors, isSubmitted } = form.formState;
  const message = errors.captchaToken?.message;
  const captchaField = (
    <>
      <Captcha
        ref={captcha}
        onToken={(token) =>
          form.setValue('captchaToken' as Path<V>, (token ?? '') as PathValue<V, Path<V>>, {
            shouldValidate: isSubmitted,
          })
        }
      />
      {typeof message === 'string' && message ? <FieldError>{message}</FieldError> : null}
    </>
  );
  return { form, submit, captchaField };
}
