import '../../components/form-styles';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { bookTypeLink, priceListLink } from '@qtify/shared/domain/business-links';
import { formatMoney } from '@qtify/shared/domain/money';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useReportPlace } from '../../lib/place-brand';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { usePublicBusiness } from '../../lib/queries/public-business';
import { type PublicProduct, usePublicProducts } from '../../lib/queries/public-products';
import classes from './catalogue.module.css';
import { formatMinutes } from './format-product';
import { PublicPriceList } from './public-price-list';

/**
 * `/products?b=<publicId>` and `/products/<id>?b=<publicId>`: a business's public price list and one
 * item of it. The business comes in `?b=` like on the booking page (priceListLink); staff without it
 * see their active business's list, as its visitors do.
 */
export function PublicProductsPage() {
  return (
    <div className={classes.publicPage}>
      <PriceListContent />
    </div>
  );
}

function PriceListContent() {
  const { t } = useTranslation(['catalogue', 'common']);
  const { id } = useParams();
  const [params] = useSearchParams();
  const fromLink = params.get('b')?.trim() ?? '';
  const { status, user } = useCurrentUser();
  const businessId = fromLink ? null : (user?.company?.id ?? null);
  const own = useBusiness(businessId);
  const publicId = fromLink || own.data?.publicId || '';
  const business = usePublicBusiness(publicId);
  const products = usePublicProducts(publicId);
  const waiting = status === 'loading' || (businessId !== null && own.isPending);
  useReportPlace(business.data ?? (business.isError || (!publicId && !waiting) ? null : undefined));

  // Every page has its heading, also the one of a link that leads nowhere.
  const invalid = (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {t('public.linkInvalid')}
      </Title>
      <Text c="dimmed">{t('public.linkInvalidText')}</Text>
    </Stack>
  );
  if (!publicId && !waiting) return invalid;
  if (waiting || business.isPending || products.isPending) return <PageLoader />;
  const error = business.error ?? products.error;
  if (isApiError(error) && error.status === 404) return invalid;
  if (error || !business.data || !products.data) return <FormAlert message={errorText(t, error)} />;
  const industry = business.data.industry;
  const context = { context: industry };

  if (id) {
    const product = products.data.products.find((item) => item.id === id);
    return (
      <Stack gap="md">
        <Anchor component={Link} to={priceListLink(publicId)} size="sm">
          {t('public.backToList', context)}
        </Anchor>
        {product ? (
          <ProductCard publicId={publicId} product={product} industry={industry} />
        ) : (
          <Title order={1} size="h2">
            {t('public.notFound')}
          </Title>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={1} size="h2">
        {t('public.title', context)}
      </Title>
      <Text c="dimmed">{business.data.name}</Text>
      <PublicPriceList publicId={publicId} products={products.data.products} industry={industry} />
    </Stack>
  );
}

function ProductCard({
  publicId,
  product,
  industry,
}: {
  publicId: string;
  product: PublicProduct;
  industry: string;
}) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        {product.category && (
          <Text size="sm" c="dimmed" fw={600}>
            {product.category}
          </Text>
        )}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Title>
        <Text fz="xl" fw={700}>
          {formatMoney(product.priceMinor, product.currency, language)}
        </Text>
        {product.durationMinutes !== null && (
          <Text c="dimmed">{formatMinutes(product.durationMinutes, language)}</Text>
        )}
        {product.description && <Text style={{ whiteSpace: 'pre-line' }}>{product.description}</Text>}
        <Text size="xs" c="dimmed">
          {t('public.taxNote')}
        </Text>
        {product.appointmentTypeId && (
          <Button component={Link} to={bookTypeLink(publicId, product.appointmentTypeId)} w="fit-content">
            {t('public.book', { context: industry })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
