import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormAlert } from '../../../components/ui/form-alert';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useForm } from '../../../lib/use-form';
import { useSubmitSurvey } from '../api';
import { readSurveyAnswers, SURVEY_GOALS, surveySchema, TEAM_SIZES } from '../schemas';

export type SurveyFormProps = {
  /** orgInfo.surveyData: earlier answers, if any. */
  surveyData: unknown;
  isAnswered: boolean;
};

/** A few questions about the organization, so onboarding can fit how it works. */
export function SurveyForm({ surveyData, isAnswered }: SurveyFormProps) {
  const { t } = useTranslation();
  const submitSurvey = useSubmitSurvey();
  const form = useForm({ schema: surveySchema, initialValues: readSurveyAnswers(surveyData) });

  const handleSubmit = form.handleSubmit((answers) => {
    submitSurvey.mutate(answers, {
      onSuccess: () => toast.success(t('settings.survey.saved')),
      onError: form.showApiError,
    });
  });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      {isAnswered ? (
        <p className="text-sm text-text-dark/75">{t('settings.survey.answered')}</p>
      ) : null}
      <RadioCardGroup
        legend={t('settings.survey.teamSize')}
        name="teamSize"
        options={TEAM_SIZES.map((size) => ({
          value: size,
          label: t(`settings.survey.teamSizes.${size}`),
        }))}
        value={form.values.teamSize}
        onValueChange={(value) => form.setValue('teamSize', value)}
        error={form.fieldErrors.teamSize}
        columnsClassName="grid-cols-2 sm:grid-cols-4"
      />
      <CheckboxGroup
        legend={t('settings.survey.goals')}
        hint={t('settings.survey.goalsHint')}
        name="goals"
        options={SURVEY_GOALS.map((goal) => ({
          value: goal,
          label: t(`settings.survey.goalOptions.${goal}`),
        }))}
        values={form.values.goals}
        onValuesChange={(goals) => form.setValue('goals', goals)}
        error={form.fieldErrors.goals}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton isPending={submitSurvey.isPending} className="self-start">
        {t('settings.survey.submit')}
      </SubmitButton>
    </form>
  );
}
