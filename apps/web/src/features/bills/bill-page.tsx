import './bills-styles';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@qtify/shared/domain/money';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import screen from '../../components/staff-screen.module.css';
import { isApiError } from '../../lib/api-error';
import { useBusinessTimeZone } from '../../lib/business-time-zone';
import { errorText } from '../../lib/error-text';
import { useBill } from '../../lib/queries/bills';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import classes from './bill.module.css';
import { BillActions } from './bill-actions';
import { posPaths } from './bill-steps';
import { CartTotals } from './cart-totals';
import { NotFiscalNote } from './not-fiscal-note';
import { useBillsTranslation } from './use-bills-translation';

/** `/pos/:id`: the prepared bill as it prints (business, number, date, items, tax per rate), with its actions. */
export function BillPage() {
  const { t, i18n, context } = useBillsTranslation();
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const business = useBusiness(businessId);
  const timeZone = useBusinessTimeZone(businessId);
  const bill = useBill(businessId, id);
  const [failure, setFailure] = useState<unknown>(null);
  if (isApiError(bill.error) && bill.error.status === 404)
    return (
      <div className={screen.page}>
        <PageHeader title={t('bill.notFound')} />
        <Text c="dimmed">{t('bill.notFoundText')}</Text>
        <Anchor component={Link} to={posPaths.start}>
          {t('start.title')}
        </Anchor>
      </div>
    );
  if (!bill.data)
    return bill.error ? <FormAlert message={errorText(t, bill.error, context)} /> : <PageLoader />;
  const data = bill.data;
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }).format(
    new Date(data.finishedAt ?? data.createdAt),
  );
  const address = business.data?.address;
  // Without a discount on any line the column stays off (a phone has no room to spare).
  const discounts = data.items.some((item) => item.discountPercent > 0);
  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" className={classes.noPrint} maw="44rem" mx="auto" w="100%">
        {data.status === 'finished' ? (
          <BillActions businessId={businessId} bill={data} onError={setFailure} />
        ) : (
          <Button component={Link} to={posPaths.cart(data.id)} leftSection={<IconPencil size={18} />}>
            {t('bill.edit')}
          </Button>
        )}
        <Button component={Link} to={posPaths.start} variant="subtle" leftSection={<IconPlus size={18} />}>
          {t('bill.next')}
        </Button>
      </Group>
      {failure ? (
        <div className={classes.noPrint}>
          <FormAlert message={errorText(t, failure, context)} />
        </div>
      ) : null}
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        className={classes.sheet}
        w="100%"
        data-testid="bill-sheet"
      >
        <Stack gap="md">
          <div>
            <Text fw={700} size="lg">
              {business.data?.name}
            </Text>
            {address && (
              <Text size="sm" c="dimmed">
                {[
                  address.street,
                  [address.postalCode, address.city].filter(Boolean).join(' '),
                  address.country,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            )}
          </div>
          <div>
            <Title order={1} size="h2">
              {data.number === null ? t('bill.draft') : t('bill.title', { number: data.number })}
            </Title>
            <Text size="sm">{t('bill.date', { date })}</Text>
            {data.patientName && <Text size="sm">{t('cart.for', { name: data.patientName })}</Text>}
            {data.employeeName && <Text size="sm">{t('cart.servedBy', { name: data.employeeName })}</Text>}
          </div>
          <div className={classes.scroll}>
            <table className={classes.lines}>
              <thead>
                <tr>
                  <th>{t('bill.item')}</th>
                  <th>{t('cart.quantity')}</th>
                  <th>{t('bill.unitPrice')}</th>
                  {discounts && <th>{t('cart.discount')}</th>}
                  <th>{t('bill.lineTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={`${item.productId}-${item.name}`}>
                    <td>{item.name}</td>
                    <td>{item.quantity}</td>
                    <td>{money(item.unitPriceMinor)}</td>
                    {discounts && <td>{item.discountPercent ? `${item.discountPercent} %` : ''}</td>}
                    <td>{money(item.lineTotalMinor)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <CartTotals totals={data} currency={data.currency} />
          {/* On paper the patient reads only that this is no fiscal receipt; the staff's why is beside. */}
          <NotFiscalNote compact />
        </Stack>
      </Paper>
      <div className={classes.noPrint} style={{ maxWidth: '44rem', margin: '0 auto', width: '100%' }}>
        <NotFiscalNote />
      </div>
    </Stack>
  );
}
