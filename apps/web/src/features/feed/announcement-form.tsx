import './feed-styles';
import {
  Button,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_TEXT_MAX,
  type AnnouncementAudience,
} from '@qtify/shared/domain/announcements';
import { type AnnouncementBody, ZAnnouncementBody } from '@qtify/shared/schemas/announcement-schemas';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { usePostAnnouncement } from '../../lib/queries/announcements';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './feed.module.css';
import { UNTIL_CHOICES, type UntilChoice, untilOf } from './until-choice';
import { useFeedTranslation } from './use-feed-translation';

interface FormValues extends Record<string, unknown> {
  text: string;
  audience: AnnouncementAudience;
  untilChoice: UntilChoice;
  /** The typed end (`YYYY-MM-DDTHH:mm`, the business's clock) when `untilChoice` is 'custom'. */
  until: string;
}

const INITIAL: FormValues = { text: '', audience: 'public', untilChoice: 'removed', until: '' };

/** Posts an announcement: its text, who sees it and how long it stays. */
export function AnnouncementForm({ businessId, timeZone }: { businessId: string; timeZone: string }) {
  const { t, context } = useFeedTranslation();
  const post = usePostAnnouncement(businessId);
  // On a phone the three choices of how long stand one under the other: side by side they would clip.
  const narrow = useMediaQuery('(max-width: 36em)');
  const form = useSchemaForm<FormValues, AnnouncementBody>({
    initialValues: INITIAL,
    schema: ZAnnouncementBody,
    toBody: (values) => ({
      text: values.text,
      audience: values.audience,
      until: untilOf(values.untilChoice, values.until, new Date(), timeZone),
    }),
  });
  const submit = form.onSubmit(async (body) => {
    await post.mutateAsync(body);
    showSuccess(t('feed.post.posted'));
    form.setValues(INITIAL);
  });

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="feed-post-title"
    >
      <Title order={2} size="h4" id="feed-post-title" mb="md">
        {t('feed.post.heading')}
      </Title>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <Textarea
            {...form.getInputProps('text')}
            label={t('feed.post.text')}
            placeholder={t('feed.post.textPlaceholder', { context })}
            description={t('feed.post.plainText', { max: ANNOUNCEMENT_TEXT_MAX })}
            maxLength={ANNOUNCEMENT_TEXT_MAX}
            autosize
            minRows={2}
            maxRows={8}
            required
          />
          <Radio.Group {...form.getInputProps('audience')} label={t('feed.post.audience')}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
              {ANNOUNCEMENT_AUDIENCES.map((audience) => (
                <Radio.Card key={audience} value={audience} className={classes.audience} radius="md">
                  <div className={classes.audienceBody}>
                    <Radio.Indicator />
                    <div>
                      <Text fw={600}>{t(`feed.audience.${audience}`)}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`feed.audience.${audience}Hint`, { context })}
                      </Text>
                    </div>
                  </div>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Stack gap={6}>
            <Text component="label" id="feed-until-label" size="sm" fw={500}>
              {t('feed.post.until')}
            </Text>
            <SegmentedControl
              aria-labelledby="feed-until-label"
              value={form.values.untilChoice}
              onChange={(value) => form.setFieldValue('untilChoice', value as UntilChoice)}
              data={UNTIL_CHOICES.map((choice) => ({ value: choice, label: t(`feed.until.${choice}`) }))}
              fullWidth
              orientation={narrow ? 'vertical' : 'horizontal'}
            />
            {form.values.untilChoice === 'custom' && (
              <TextInput
                {...form.getInputProps('until')}
                type="datetime-local"
                label={t('feed.post.untilAt')}
                required
                maw="16rem"
              />
            )}
          </Stack>
          <div>
            <Button type="submit" loading={form.submitting}>
              {t('feed.post.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
