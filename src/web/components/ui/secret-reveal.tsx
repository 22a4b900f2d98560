import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from './button';
import { inputClassName, LABEL_CLASS_NAME } from './field-styles';

export type SecretRevealTexts = {
  /** Why to copy it now: it is not shown again. */
  warning: string;
  label: string;
  copy: string;
  copiedButton: string;
  copiedToast: string;
  copyFailed: string;
  done: string;
};

export type SecretRevealProps = {
  secret: string;
  texts: SecretRevealTexts;
  onDone: () => void;
};

/** A new secret (an API key, a signing secret), shown this once: the server keeps no readable copy. */
export function SecretReveal({ secret, texts, onDone }: SecretRevealProps) {
  const inputId = useId();
  const warningId = useId();
  const [isCopied, setIsCopied] = useState(false);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(secret);
      setIsCopied(true);
      toast.success(texts.copiedToast);
    } catch {
      // Without clipboard access (an http page, a denied permission) the user copies by hand.
      document.getElementById(inputId)?.focus();
      toast.error(texts.copyFailed);
    }
  }

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-primary/40 bg-primary-light p-4 sm:p-5">
      <p id={warningId} role="alert" className="text-sm font-semibold">
        {texts.warning}
      </p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className={LABEL_CLASS_NAME}>
          {texts.label}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={inputId}
            value={secret}
            readOnly
            spellCheck={false}
            aria-describedby={warningId}
            onFocus={(event) => event.currentTarget.select()}
            className={inputClassName('w-full font-mono')}
          />
          <Button onClick={() => void handleCopy()} className="shrink-0">
            {isCopied ? texts.copiedButton : texts.copy}
          </Button>
        </div>
      </div>
      <Button variant="secondary" onClick={onDone} className="self-start">
        {texts.done}
      </Button>
    </div>
  );
}
