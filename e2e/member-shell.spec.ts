import { signInWithToken, signUpByApi } from './support/accounts';
import { expect, test } from './support/test';

test.describe('the signed-in frame', () => {
  test('shows a 250px side navigation on a desktop with the menu and the version', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request);
    await signInWithToken(page, account.token);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/profile/profile_index');

    const sideNavigation = page.locator('nav.mantine-AppShell-navbar');
    await expect(sideNavigation).toBeVisible();
    expect((await sideNavigation.boundingBox())?.width).toBe(250);
    await expect(sideNavigation.getByText('Patient', { exact: true })).toBeVisible();
    await expect(sideNavigation.getByRole('link', { name: 'Wartezimmer' })).toBeVisible();
    await expect(sideNavigation.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(sideNavigation.getByText(/v_\d+\.\d+\.\d+/)).toBeVisible();
  });

  test('replaces the side navigation with a bottom menu on a phone', async ({ page, request }, testInfo) => {
    const account = await signUpByApi(request);
    await signInWithToken(page, account.token);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile/profile_index');

    await expect(page.locator('nav.mantine-AppShell-navbar')).toBeHidden();
    const bottomMenu = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Profil' }) });
    await expect(bottomMenu).toBeVisible();
    const box = await bottomMenu.boundingBox();
    expect(box && box.y + box.height).toBeCloseTo(844, 0);
    await expect(bottomMenu.getByRole('link', { name: 'Wartezimmer' })).toBeVisible();
    await expect(bottomMenu.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');

    await page.screenshot({ path: testInfo.outputPath('member-shell-phone.png') });
  });
});
