import './catalogue-styles';
import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useProducts } from '../../lib/queries/products';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { PRODUCTS_ADMIN_PATH } from './catalogue-paths';
import { ProductForm } from './product-form';
import { useCatalogueTranslation } from './use-catalogue-translation';

/**
 * `/profile/product/EditProduct` (`?id=` an item to edit; without it a new one): the catalogue
 * item's form on a page of its own, back to the list once saved. Owners and managers only.
 */
export function EditProductPage() {
  const { t, context } = useCatalogueTranslation();
  const [params] = useSearchParams();
  const productId = params.get('id');
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const business = useBusiness(businessId || null);
  const products = useProducts(businessId);
  const product = productId ? products.data?.products.find((item) => item.id === productId) : null;
  const back = () => void navigate(PRODUCTS_ADMIN_PATH);
  const loadError = business.error ?? products.error;

  let body: ReactNode;
  if (!mayInActiveBusiness(user, 'catalogue.write')) body = <FormAlert message={t('errors.FORBIDDEN')} />;
  else if (business.isPending || products.isPending) body = <PageLoader />;
  else if (loadError || !business.data || !products.data)
    body = <FormAlert message={errorText(t, loadError, context)} />;
  else if (product === undefined) body = <EmptyState title={t('notFound')} />;
  else
    body = (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} maw="40rem">
        <ProductForm
          businessId={businessId}
          product={product}
          currency={products.data.currency}
          country={business.data.address?.country ?? null}
          onSaved={(saved) => {
            showSuccess(t(product ? 'saved' : 'added', { name: saved.name }));
            back();
          }}
          onCancel={back}
        />
      </Paper>
    );

  return (
    <div className={classes.page}>
      <PageHeader
        title={product ? t('editTitle', { name: product.name }) : t('newTitle')}
        eyebrow={t('title', { context })}
      />
      {body}
    </div>
  );
}
