import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { BUSINESS_CONTACT_LIMITS, isPhoneNumber, isWebsite } from '@qtify/shared/domain/business-contact';
import { isClockTime } from '@qtify/shared/domain/clock-time';
import { isSingleLineText } from '@qtify/shared/domain/plain-text';
import { findWorkingTimeProblems, sortWorkingTimes, WEEKDAYS } from '@qtify/shared/domain/working-times';
import { ZUpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import type { FormMessage } from '../../lib/form-message';
import { type Business, type BusinessChanges, useUpdateBusiness } from '../../lib/queries/businesses';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './businesses.module.css';

interface HoursRow {
  weekday: string;
  start: string;
  end: string;
}

interface ContactValues extends Record<string, unknown> {
  phone: string;
  email: string;
  website: string;
  description: string;
  address: { street: string; postalCode: string; city: string; country: string };
  /** True: the patients see the hours in which anyone works (openingHours null). */
  derived: boolean;
  openingHours: HoursRow[];
}

const EMPTY_ADDRESS = { street: '', postalCode: '', city: '', country: '' };
const staffWords = (code: string): FormMessage => ({ key: `member:businesses.contact.errors.${code}` });

/**
 * The shared rules (packages/shared/src/domain) at the very field they are about: an address part,
 * a row's start or end. The schema checks them again; its codes name only the top-level field.
 */
function checkContact(values: ContactValues): Record<string, FormMessage> {
  const messages: Record<string, FormMessage> = {};
  const phone = values.phone.trim();
  if (phone && !isPhoneNumber(phone)) messages.phone = { key: 'validation.phoneInvalid' };
  const website = values.website.trim();
  if (website && !isWebsite(website)) messages.website = staffWords('websiteInvalid');
  for (const [part, text] of Object.entries(values.address))
    if (!isSingleLineText(text)) messages[`address.${part}`] = { key: 'validation.invalidCharacter' };
  if (values.derived) return messages;
  const rows = values.openingHours.map((row) => ({ ...row, weekday: Number(row.weekday) }));
  for (const { index, code } of findWorkingTimeProblems(rows)) {
    const row = values.openingHours[index];
    const at = `openingHours.${index}`;
    if (code === 'invalidTime')
      messages[`${at}.${isClockTime(row?.start ?? '') ? 'end' : 'start'}`] = staffWords(code);
    else if (code === 'invalidWeekday') messages[`${at}.weekday`] = staffWords(code);
    else messages[`${at}.end`] = staffWords(code === 'overlap' ? 'hoursOverlap' : code);
  }
  return messages;
}

function initialValues(business: Business): ContactValues {
  return {
    phone: business.phone ?? '',
    email: business.email ?? '',
    website: business.website ?? '',
    description: business.description ?? '',
    address: business.address ?? EMPTY_ADDRESS,
    derived: business.openingHours === null,
    openingHours: sortWorkingTimes(business.openingHours ?? []).map((hours) => ({
      ...hours,
      weekday: String(hours.weekday),
    })),
  };
}

/**
 * The business's contact and opening hours (issue 18): what its booking pages, mails and calendar
 * entries show. Saved on its own, so the settings above stay as they are. Empty fields clear.
 */
export function BusinessContactForm({ business }: { business: Business }) {
  const { t, i18n } = useTranslation([business.industry, 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const update = useUpdateBusiness(business.id);
  const form = useSchemaForm<ContactValues, BusinessChanges>({
    initialValues: initialValues(business),
    schema: ZUpdateBusinessBody,
    toBody: (values) => ({
      phone: values.phone,
      email: values.email,
      website: values.website,
      description: values.description,
      address: Object.values(values.address).some((part) => part.trim()) ? values.address : null,
      openingHours: values.derived
        ? null
        : values.openingHours.map((row) => ({
            weekday: Number(row.weekday),
            start: row.start,
            end: row.end,
          })),
    }),
    check: checkContact,
  });
  const submit = form.onSubmit(async (body) => {
    const saved = await update.mutateAsync(body);
    form.setInitialValues(initialValues(saved));
    showSuccess(t('businesses.contact.saved'));
  });
  const weekdays = WEEKDAYS.map((weekday) => ({
    value: String(weekday),
    label: new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, weekday)),
    ),
  }));
  const limits = BUSINESS_CONTACT_LIMITS;

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby="business-contact-title">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3" id="business-contact-title">
            {t('businesses.contact.title')}
          </Title>
          <Input.Description mt={4}>{t('businesses.contact.intro')}</Input.Description>
        </div>
        <FormAlert message={form.formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
          <TextInput
            {...form.getInputProps('phone')}
            type="tel"
            autoComplete="tel"
            maxLength={limits.phone}
            label={t('businesses.contact.phone')}
          />
          <TextInput
            {...form.getInputProps('email')}
            type="email"
            autoComplete="email"
            maxLength={limits.email}
            label={t('businesses.contact.email')}
            description={t('businesses.contact.emailHint')}
          />
        </SimpleGrid>
        <TextInput
          {...form.getInputProps('website')}
          type="url"
          autoComplete="url"
          maxLength={limits.website}
          placeholder="https://"
          label={t('businesses.contact.website')}
        />
        <Textarea
          {...form.getInputProps('description')}
          autosize
          minRows={2}
          maxLength={limits.description}
          label={t('businesses.contact.description')}
        />
        <TextInput
          {...form.getInputProps('address.street')}
          autoComplete="street-address"
          maxLength={limits.street}
          label={t('businesses.contact.street')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" verticalSpacing="lg">
          <TextInput
            {...form.getInputProps('address.postalCode')}
            autoComplete="postal-code"
            maxLength={limits.postalCode}
            label={t('businesses.contact.postalCode')}
          />
          <TextInput
            {...form.getInputProps('address.city')}
            autoComplete="address-level2"
            maxLength={limits.city}
            label={t('businesses.contact.city')}
          />
          <TextInput
            {...form.getInputProps('address.country')}
            autoComplete="country-name"
            maxLength={limits.country}
            label={t('businesses.contact.country')}
          />
        </SimpleGrid>
        <Fieldset legend={t('businesses.contact.hoursTitle')} variant="unstyled">
          <Stack gap="sm">
            <Checkbox
              {...form.getInputProps('derived', { type: 'checkbox' })}
              label={t('businesses.contact.derived')}
              description={t('businesses.contact.derivedHint')}
            />
            {!form.values.derived &&
              form.values.openingHours.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest
                <Group key={index} align="flex-end" gap="sm" wrap="nowrap">
                  <NativeSelect
                    {...form.getInputProps(`openingHours.${index}.weekday`)}
                    data={weekdays}
                    label={t('businesses.contact.weekday')}
                    flex={2}
                  />
                  <TextInput
                    {...form.getInputProps(`openingHours.${index}.start`)}
                    type="time"
                    label={t('businesses.contact.from')}
                    flex={1}
                  />
                  <TextInput
                    {...form.getInputProps(`openingHours.${index}.end`)}
                    type="time"
                    label={t('businesses.contact.to')}
                    flex={1}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={4}
                    aria-label={t('businesses.contact.removeHours')}
                    onClick={() => form.removeListItem('openingHours', index)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
            {!form.values.derived && (
              <>
                {typeof form.errors.openingHours === 'string' && (
                  <Input.Error>{form.errors.openingHours}</Input.Error>
                )}
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => {
                    const last = form.values.openingHours.at(-1);
                    const weekday = last ? String(Math.min(Number(last.weekday) + 1, 7)) : '1';
                    form.insertListItem('openingHours', { weekday, start: '08:00', end: '17:00' });
                  }}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('businesses.contact.addHours')}
                </Button>
              </>
            )}
          </Stack>
        </Fieldset>
        <div className={classes.actions}>
          <Button type="submit" size="md" loading={form.submitting}>
            {t('businesses.contact.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
