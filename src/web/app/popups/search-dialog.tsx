import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PLATFORM, type Platform } from '../../../common/constants';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PlatformSelectField } from '../../components/ui/platform-select-field';
import { TextField } from '../../components/ui/text-field';
import { quickSearchPath } from '../../features/discover';
import { router } from '../router';
import { useSessionStore } from '../session-store';
import { useUiStore } from '../ui-store';

/**
 * The search popup (SPEC 2, 3): keywords and a platform from anywhere in the app, answered on
 * Discover where every other filter can be added.
 */
export function SearchDialog() {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.searchPopup);
  const setFlag = useUiStore((state) => state.setFlag);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const [platform, setPlatform] = useState<Platform>(DEFAULT_PLATFORM);
  const [keywords, setKeywords] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFlag('searchPopup', false);
    void router.navigate(quickSearchPath(platform, keywords));
    setKeywords('');
  }

  return (
    <Dialog
      isOpen={isOpen && isLoggedIn}
      onOpenChange={(isNowOpen) => setFlag('searchPopup', isNowOpen)}
      title={t('searchPopup.title')}
      description={t('searchPopup.description')}
      closeLabel={t('dialog.close')}
      body={
        <form onSubmit={handleSubmit} className="flex flex-col gap-4">
          <TextField
            label={t('discover.filters.keywords')}
            hint={t('discover.filters.keywordsHint')}
            value={keywords}
            onValueChange={setKeywords}
            type="search"
            autoComplete="off"
          />
          <PlatformSelectField
            label={t('discover.filters.platform')}
            value={platform}
            onValueChange={setPlatform}
          />
          <Button isSubmit className="self-end">
            {t('searchPopup.submit')}
          </Button>
        </form>
      }
    />
  );
}
