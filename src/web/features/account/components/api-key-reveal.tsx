import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { inputClassName, LABEL_CLASS_NAME } from '../../../components/ui/field-styles';

export type ApiKeyRevealProps = {
  apiKey: string;
  onDone: () => void;
};

/** The new key, shown this once: the server keeps only its hash. */
export function ApiKeyReveal({ apiKey, onDone }: ApiKeyRevealProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const warningId = useId();
  const [isCopied, setIsCopied] = useState(false);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(apiKey);
      setIsCopied(true);
      toast.success(t('apiKey.copied'));
    } catch {
      // Without clipboard access (an http page, a denied permission) the user copies by hand.
      document.getElementById(inputId)?.focus();
      toast.error(t('apiKey.copyFailed'));
    }
  }

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-primary/40 bg-primary-light p-4 sm:p-5">
      <p id={warningId} role="alert" className="text-sm font-semibold">
        {t('apiKey.revealWarning')}
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className={LABEL_CLASS_NAME}>
          {t('apiKey.newKeyLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            value={apiKey}
            readOnly
            spellCheck={false}
            aria-describedby={warningId}
            onFocus={(event) => event.currentTarget.select()}
            className={inputClassName('w-full font-mono')}
          />
          <Button onClick={() => void handleCopy()} className="shrink-0">
            {isCopied ? t('apiKey.copiedButton') : t('apiKey.copy')}
          </Button>
        </div>
      </div>
      <Button variant="secondary" onClick={onDone} className="self-start">
        {t('apiKey.done')}
      </Button>
    </div>
  );
}
