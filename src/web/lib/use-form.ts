import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiErrorToFormErrors, type FormErrors, issuesToFormErrors } from './form-errors';
import { isValidationCode } from './validation-messages';

export type UseFormOptions<Values, Output> = {
  /** Validates the values on submit; its messages are validation codes. */
  schema: z.ZodType<Output>;
  initialValues: Values;
};

/**
 * A controlled form: values, the field errors of the last submit (client or server), and focus
 * on the first invalid input after a failed submit. Inputs mark themselves with aria-invalid, so
 * "first" is the order on screen.
 */
export function useForm<Values extends Record<string, unknown>, Output>({
  schema,
  initialValues,
}: UseFormOptions<Values, Output>) {
  type Field = keyof Values & string;
  type TextField = { [Key in Field]: Values[Key] extends string ? Key : never }[Field];
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>({ fieldErrors: {}, formError: null });
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldsRef = useRef(Object.keys(initialValues) as Field[]);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const setValue = useCallback(<Key extends Field>(name: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The message described the old value; it goes as soon as the user changes it.
    setErrors((current) => {
      if (current.fieldErrors[name] === undefined) return current;
      const fieldErrors = { ...current.fieldErrors };
      delete fieldErrors[name];
      return { ...current, fieldErrors };
    });
  }, []);

  function showErrors(next: FormErrors<Field>): void {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  }

  function handleSubmit(onValid: (output: Output) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = schema.safeParse(values);
      if (!result.success) {
        showErrors(
          issuesToFormErrors<Field>(result.error.issues, (code) =>
            isValidationCode(code) ? t(`validation.${code}`) : t('validation.invalid'),
          ),
        );
        return;
      }
      setErrors({ fieldErrors: {}, formError: null });
      onValid(result.data);
    };
  }

  /** A failed API call: its field messages next to the inputs, the rest above the button. */
  function showApiError(error: unknown): void {
    showErrors(apiErrorToFormErrors(error, fieldsRef.current, t('errors.generic')));
  }

  /** What ties a text input to a text field: its name, value, change handler and error. */
  function textField<Key extends TextField>(name: Key) {
    return {
      name,
      value: values[name] as string,
      onValueChange: (value: string) => setValue(name, value as Values[Key]),
      error: errors.fieldErrors[name],
    };
  }

  function reset(nextValues: Values = initialValues): void {
    setValues(nextValues);
    setErrors({ fieldErrors: {}, formError: null });
  }

  return {
    values,
    setValue,
    fieldErrors: errors.fieldErrors,
    formError: errors.formError,
    formRef,
    handleSubmit,
    showApiError,
    textField,
    reset,
  };
}
