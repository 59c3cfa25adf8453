import './bills-styles';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { billTotals } from '@qtify/shared/domain/bill-totals';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { type Bill, useFinishBill, useSaveBillItems } from '../../lib/queries/bills';
import { useSellableProducts } from '../../lib/queries/products';
import { posPaths } from './bill-steps';
import { type CartLine, CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { NotFiscalNote } from './not-fiscal-note';
import { ProductPicker } from './product-picker';
import { useAutosaveLines } from './use-autosave-lines';
import { useBillsTranslation } from './use-bills-translation';
import { useDraftBill } from './use-draft-bill';

/** The draft's items as cart lines (an item whose product is gone keeps its copied name and price). */
function linesOf(bill: Bill): CartLine[] {
  return bill.items.map((item) => ({
    product: {
      id: item.productId ?? '',
      name: item.name,
      priceMinor: item.unitPriceMinor,
      taxRatePercent: item.taxRatePercent,
    },
    quantity: item.quantity,
    discountPercent: item.discountPercent,
  }));
}

/**
 * `/pos/cart?bill=`: catalogue items onto the draft (search, categories), quantity and discount per
 * line, and the tax breakdown live from the shared bill-totals (the server sums the same way).
 * The lines are kept on the draft as they change; finishing saves them once more, then gives the
 * bill its number.
 */
export function CartPage() {
  const { t, context } = useBillsTranslation();
  const { businessId, billId, bill } = useDraftBill();
  const products = useSellableProducts(businessId);
  const save = useSaveBillItems(businessId, billId);
  const finish = useFinishBill(businessId, billId);
  const navigate = useNavigate();
  const [lines, setLines] = useState<CartLine[] | null>(null);
  useEffect(() => {
    if (bill.data && lines === null) setLines(linesOf(bill.data));
  }, [bill.data, lines]);
  useAutosaveLines(
    lines?.map((line) => ({
      productId: line.product.id,
      quantity: line.quantity,
      discountPercent: line.discountPercent,
    })),
    save.mutate,
  );

  if (!billId) return <Navigate to={posPaths.start} replace />;
  if (bill.data?.status === 'finished') return <Navigate to={posPaths.bill(billId)} replace />;
  if (!bill.data || !products.data || !lines) {
    const failed = bill.error ?? products.error;
    return failed ? <FormAlert message={errorText(t, failed, context)} /> : <PageLoader />;
  }
  const draft = bill.data;
  const add = (product: CartLine['product']) => {
    const at = lines.findIndex((line) => line.product.id === product.id);
    setLines(
      at >= 0
        ? lines.map((line, i) => (i === at ? { ...line, quantity: line.quantity + 1 } : line))
        : [...lines, { product, quantity: 1, discountPercent: 0 }],
    );
  };
  const totals = billTotals(
    lines.map((line) => ({
      unitPriceMinor: line.product.priceMinor,
      quantity: line.quantity,
      discountPercent: line.discountPercent,
      taxRatePercent: line.product.taxRatePercent,
    })),
  );
  const body = lines.map((line) => ({
    productId: line.product.id,
    quantity: line.quantity,
    discountPercent: line.discountPercent,
  }));
  const done = () =>
    save.mutate(body, {
      onSuccess: () => finish.mutate(undefined, { onSuccess: () => navigate(posPaths.bill(billId)) }),
    });
  const failed = save.error ?? finish.error;

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('cart.title')}
        eyebrow={draft.patientName ?? t('start.walkInName')}
        action={
          <Text size="sm" c="dimmed">
            {draft.employeeName && `${t('cart.servedBy', { name: draft.employeeName })} · `}
            <Link to={posPaths.employee(billId)}>{t('cart.changeEmployee')}</Link>
          </Text>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="cart-catalogue">
          <Title order={2} size="h4" id="cart-catalogue" mb="sm">
            {t('cart.catalogue')}
          </Title>
          <ProductPicker products={products.data} onAdd={add} />
        </Paper>
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="cart-items">
          <Stack gap="md">
            <Title order={2} size="h4" id="cart-items">
              {t('cart.items')}
            </Title>
            <CartLines lines={lines} currency={draft.currency} onChange={setLines} />
            <CartTotals totals={totals} currency={draft.currency} />
            {failed && <FormAlert message={errorText(t, failed, context)} />}
            <Text size="sm" c="dimmed">
              {t('cart.finishHint')}
            </Text>
            <Group justify="flex-end">
              <Button
                onClick={done}
                loading={save.isPending || finish.isPending}
                disabled={lines.length === 0}
                leftSection={<IconCheck size={18} />}
              >
                {t('cart.finish')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Stack mt="lg">
        <NotFiscalNote />
      </Stack>
    </div>
  );
}
