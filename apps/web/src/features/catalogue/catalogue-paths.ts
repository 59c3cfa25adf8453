// The staff's catalogue pages (route table: profileProduct, editProduct); features do not import app.

export const PRODUCTS_ADMIN_PATH = '/profile/product';

/** One item of the staff's list. */
export function productAdminPath(productId: string): string {
  return `${PRODUCTS_ADMIN_PATH}/${encodeURIComponent(productId)}`;
}

/** The form: a new item without an id, else the item's (`?id=`, the route's path is fixed). */
export function editProductPath(productId?: string): string {
  const path = `${PRODUCTS_ADMIN_PATH}/EditProduct`;
  return productId ? `${path}?${new URLSearchParams({ id: productId })}` : path;
}
