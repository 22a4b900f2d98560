import { toast } from 'sonner';

/**
 * Copies text and says so, in the caller's words. A refused clipboard (plain http, a denied
 * permission) says that instead and selects the field showing the text, when one is named, so it
 * can be copied by hand.
 */
export function useCopyText(messages: {
  copied: string;
  failed: string;
}): (text: string, fieldId?: string) => Promise<void> {
  return async (text, fieldId) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(messages.copied);
    } catch {
      const field = fieldId ? document.getElementById(fieldId) : null;
      if (field instanceof HTMLInputElement) field.select();
      toast.error(messages.failed);
    }
  };
}
