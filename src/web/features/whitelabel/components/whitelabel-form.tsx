import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { assetUrl } from '../../../../common/media';
import { resolveThemeColors, THEME_COLOR_NAMES, type ThemeColorName } from '../../../app/theme';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorToFormErrors, type FormErrors, NO_FORM_ERRORS } from '../../../lib/form-errors';
import { SettingsSection } from '../../account';
import {
  changedFields,
  draftThemeColors,
  hasChanges,
  invalidColorNames,
  toDraft,
  type WhitelabelConfig,
  type WhitelabelDraft,
} from '../config-form';
import { contrastWarnings } from '../contrast';
import { useSaveWhitelabel } from '../settings-api';
import { ColorField } from './color-field';
import { DomainSection } from './domain-section';
import { ImagePicker } from './image-picker';
import { RemoveWhitelabel } from './remove-whitelabel';
import { SenderSection } from './sender-section';
import { ShellPreview } from './shell-preview';

const FORM_FIELDS = [
  'agencyName',
  'file',
  'favIcon',
  'colors',
  'domain',
  'senderEmail',
  'apiKey',
  'showBanner',
] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** The whole white-label configuration; Save sends one PUT with what changed. */
export function WhitelabelForm({ config }: { config: WhitelabelConfig }) {
  const { t } = useTranslation();
  const save = useSaveWhitelabel();
  const [draft, setDraft] = useState<WhitelabelDraft>(() => toDraft(config));
  const [errors, setErrors] = useState<FormErrors<FormField>>(NO_FORM_ERRORS);

  const storedUrl = (file: string | null) =>
    file ? assetUrl(config.storageBaseUrl, file, config.logoChangedAt) : null;
  const colors = useMemo(() => resolveThemeColors(draftThemeColors(draft)), [draft]);
  const warnings = contrastWarnings(colors);
  const badColors = invalidColorNames(draft);

  function update<Key extends keyof WhitelabelDraft>(key: Key, value: WhitelabelDraft[Key]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }
  function updateColor(name: ThemeColorName, value: string) {
    setDraft((current) => ({ ...current, colors: { ...current.colors, [name]: value } }));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (badColors.length > 0) {
      setErrors({ fieldErrors: {}, formError: t('whitelabel.colors.invalidSummary') });
      return;
    }
    const form = changedFields(config, draft);
    if (!hasChanges(form)) {
      toast.info(t('whitelabel.nothingChanged'));
      return;
    }
    setErrors(NO_FORM_ERRORS);
    save.mutate(form, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast.success(t('whitelabel.saved'));
      },
      onError: (error) => setErrors(apiErrorToFormErrors(error, FORM_FIELDS, t('errors.generic'))),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
        <SettingsSection
          title={t('whitelabel.identity.title')}
          description={t('whitelabel.identity.description')}
        >
          <div className="flex flex-col gap-5">
            <TextField
              label={t('whitelabel.identity.agencyName')}
              name="agencyName"
              autoComplete="organization"
              maxLength={80}
              value={draft.agencyName}
              onValueChange={(value) => update('agencyName', value)}
              error={errors.fieldErrors.agencyName}
            />
            <ImagePicker
              label={t('whitelabel.identity.logo')}
              kind="logo"
              storedUrl={storedUrl(config.logo)}
              change={draft.logo}
              onChange={(change) => update('logo', change)}
              error={errors.fieldErrors.file}
            />
            <ImagePicker
              label={t('whitelabel.identity.favicon')}
              kind="favicon"
              storedUrl={storedUrl(config.favicon)}
              change={draft.favicon}
              onChange={(change) => update('favicon', change)}
              error={errors.fieldErrors.favIcon}
            />
          </div>
        </SettingsSection>

        <SettingsSection
          title={t('whitelabel.colors.title')}
          description={t('whitelabel.colors.description')}
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-4">
              {THEME_COLOR_NAMES.map((name) => (
                <ColorField
                  key={name}
                  name={name}
                  value={draft.colors[name]}
                  onValueChange={(value) => updateColor(name, value)}
                  error={badColors.includes(name) ? t('whitelabel.colors.invalid') : undefined}
                />
              ))}
            </div>
            <div className="flex flex-col gap-3 self-start lg:sticky lg:top-4">
              <ShellPreview
                colors={colors}
                agencyName={draft.agencyName.trim()}
                logoUrl={draft.logo === null ? null : storedUrl(config.logo)}
              />
              {warnings.length > 0 ? (
                <div role="status" className="rounded-lg bg-danger-light p-3 text-sm text-danger">
                  <p className="font-semibold">{t('whitelabel.colors.contrastTitle')}</p>
                  <ul className="mt-1 list-disc pl-5">
                    {warnings.map((warning) => (
                      <li key={`${warning.text}-${warning.background}`}>
                        {t('whitelabel.colors.contrastWarning', {
                          text: t(`whitelabel.colors.names.${warning.text}`),
                          background: t(`whitelabel.colors.names.${warning.background}`),
                          ratio: warning.ratio,
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {errors.fieldErrors.colors ? (
                <p className="text-sm text-danger">{errors.fieldErrors.colors}</p>
              ) : null}
            </div>
          </div>
        </SettingsSection>

        <SettingsSection
          title={t('whitelabel.domain.title')}
          description={t('whitelabel.domain.description')}
        >
          <DomainSection
            config={config}
            value={draft.domain}
            onValueChange={(value) => update('domain', value)}
            error={errors.fieldErrors.domain}
          />
        </SettingsSection>

        <SettingsSection
          title={t('whitelabel.sender.title')}
          description={t('whitelabel.sender.description')}
        >
          <SenderSection
            senderEmail={draft.senderEmail}
            onSenderEmailChange={(value) => update('senderEmail', value)}
            apiKey={draft.apiKey}
            onApiKeyChange={(value) => update('apiKey', value)}
            hasSenderSecret={config.hasSenderSecret}
            savedSenderEmail={config.senderEmail}
            showBanner={draft.showBanner}
            onShowBannerChange={(value) => update('showBanner', value)}
            errors={errors.fieldErrors}
          />
        </SettingsSection>

        {errors.formError ? <FormAlert>{errors.formError}</FormAlert> : null}
        <SubmitButton isPending={save.isPending} className="self-start">
          {t('whitelabel.save')}
        </SubmitButton>
      </form>

      <SettingsSection
        title={t('whitelabel.remove.title')}
        description={t('whitelabel.remove.intro')}
      >
        <RemoveWhitelabel onRemoved={() => setErrors(NO_FORM_ERRORS)} />
      </SettingsSection>
    </div>
  );
}
