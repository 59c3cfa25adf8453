import './catalogue-styles';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { priceListLink } from '@qtify/shared/domain/business-links';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type Product, useDeleteProduct, useOrderProducts, useProducts } from '../../lib/queries/products';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { editProductPath } from './catalogue-paths';
import { CurrencySetting } from './currency-setting';
import { ProductDetail } from './product-detail';
import { ProductList } from './product-list';
import { useCatalogueTranslation } from './use-catalogue-translation';

/**
 * `/profile/product/:id?`: the business's catalogue of services and goods in its order (everyone on
 * staff reads it; owners and managers add, order, edit and delete), or one item of it with an id.
 */
export function ProductsPage() {
  const { t, context } = useCatalogueTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const business = useBusiness(businessId || null);
  const products = useProducts(businessId);
  const order = useOrderProducts(businessId);
  const deleteProduct = useDeleteProduct(businessId);
  const [deleting, setDeleting] = useState<Product | null>(null);
  // Owners and managers set prices (team-policy.ts 'catalogue.write'); the others read them.
  const mayEdit = mayInActiveBusiness(user, 'catalogue.write');
  const publicId = business.data?.publicId;
  const one = id ? products.data?.products.find((product) => product.id === id) : undefined;

  const header = (
    <PageHeader
      title={t('title', { context })}
      intro={t('intro', { context })}
      action={
        mayEdit &&
        !id && (
          <Button
            component={Link}
            to={editProductPath()}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('add', { context })}
          </Button>
        )
      }
    >
      {publicId && (
        <Anchor component={Link} to={priceListLink(publicId)} size="sm">
          <Group gap={4} component="span">
            {t('publicLink', { context })}
            <IconExternalLink size={14} aria-hidden="true" />
          </Group>
        </Anchor>
      )}
    </PageHeader>
  );

  return (
    <div className={classes.page}>
      {header}
      {products.isPending ? (
        <PageLoader />
      ) : products.isError ? (
        <FormAlert message={errorText(t, products.error, context)} />
      ) : id ? (
        <Stack gap="md">
          <Anchor component={Link} to=".." relative="path" size="sm">
            {t('backToList')}
          </Anchor>
          {one ? (
            <ProductDetail product={one} currency={products.data.currency} editable={mayEdit} />
          ) : (
            <EmptyState title={t('notFound')} />
          )}
        </Stack>
      ) : products.data.products.length === 0 ? (
        <Stack gap="md">
          {mayEdit && <CurrencySetting businessId={businessId} currency={products.data.currency} />}
          <EmptyState title={t('empty', { context })} text={mayEdit ? t('emptyText') : undefined} />
        </Stack>
      ) : (
        <Stack gap="md">
          {mayEdit && <CurrencySetting businessId={businessId} currency={products.data.currency} />}
          <FormAlert message={order.isError ? errorText(t, order.error, context) : null} />
          <ProductList
            products={products.data.products}
            currency={products.data.currency}
            editable={mayEdit}
            onMove={(ids) => order.mutate(ids)}
            onEdit={(product) => void navigate(editProductPath(product.id))}
            onDelete={setDeleting}
          />
        </Stack>
      )}
      <ConfirmDialog
        titleClassName={classes.dialogTitle}
        opened={deleting !== null}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        question={t('deleteQuestion')}
        confirmLabel={t('actions.deleteConfirm')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteProduct.mutateAsync(deleting.id);
          showSuccess(t('deleted', { name: deleting.name }));
          setDeleting(null);
        }}
      />
    </div>
  );
}
