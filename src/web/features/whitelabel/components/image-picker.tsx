import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  describedBy,
  ERROR_CLASS_NAME,
  HINT_CLASS_NAME,
  LABEL_CLASS_NAME,
} from '../../../components/ui/field-styles';
import { ACCEPTED_IMAGE_TYPES, type ImageChange, isAcceptedImage } from '../config-form';

export type ImagePickerProps = {
  label: string;
  /** 'logo' or 'favicon', as the messages name it. */
  kind: 'logo' | 'favicon';
  /** The stored image's URL, null when there is none. */
  storedUrl: string | null;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
  /** The server's complaint about the last upload. */
  error?: string;
};

/** Picks, previews and removes one brand image; SVG and other types are refused before upload. */
export function ImagePicker({ label, kind, storedUrl, change, onChange, error }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pickedUrl, setPickedUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!change) {
      setPickedUrl(null);
      return;
    }
    const url = URL.createObjectURL(change);
    setPickedUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [change]);

  const previewUrl = change === null ? null : (pickedUrl ?? storedUrl);
  const shownError = refusal ?? error;

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImage(file)) {
      setRefusal(
        file.type === 'image/svg+xml' || file.name.toLowerCase().endsWith('.svg')
          ? t('whitelabel.images.svgRefused', { kind: t(`whitelabel.images.kind.${kind}`) })
          : t('whitelabel.images.typeRefused', { kind: t(`whitelabel.images.kind.${kind}`) }),
      );
      return;
    }
    setRefusal(null);
    onChange(file);
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS_NAME}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-16 w-32 items-center justify-center rounded-lg border border-text-dark/15 bg-app-background">
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={t('whitelabel.images.preview', { label })}
              className="max-h-14 max-w-28 object-contain"
            />
          ) : (
            <span className="text-xs text-text-dark/60">{t('whitelabel.images.none')}</span>
          )}
        </div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={handlePick}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, shownError ? `${id}-error` : null)}
          className="max-w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-primary-light file:px-3 file:py-2 file:font-semibold file:text-primary"
        />
        {previewUrl ? (
          <Button
            variant="secondary"
            onClick={() => {
              setRefusal(null);
              onChange(storedUrl ? null : undefined);
            }}
          >
            {t('whitelabel.images.remove', { kind: t(`whitelabel.images.kind.${kind}`) })}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={HINT_CLASS_NAME}>
        {t('whitelabel.images.hint')}
      </p>
      {shownError ? (
        <p id={`${id}-error`} className={ERROR_CLASS_NAME}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
