/**
 * The admin Engines page (docs/engines.md "The Engines page"): an admin switches try-on to a
 * local fake fal that speaks fal's queue protocol, tests the connection (a wrong key refused,
 * the right one accepted), saves, and the next try-on is made on fal; the key is never shown
 * again. Runs in its own project, after every other spec: the switch is server-wide.
 */
import viEngines from '../../src/locales/vi/admin-engines.json' with { type: 'json' };
import type { Generation } from '../../common/contracts/generations';
import { FAKE_FAL_KEY, startFakeFal } from '../server/fakes/fake-fal';
import { signInWith } from './demo-session';
import { expect, test } from './fixtures';
import { adminAccount } from './fresh-account';

test('an admin switches try-on to fal, and the next result is made there', async ({ page }) => {
  test.setTimeout(90_000);
  const fal = await startFakeFal();
  try {
    const admin = await signInWith(page, await adminAccount(page.request));
    await page.goto('/admin/engines');
    const card = page.getByTestId('engine-card-virtual-tryon');
    await expect(card).toContainText(viEngines.engines.local);

    await card.getByLabel(viEngines.fields.engine).selectOption('fal');
    await card.getByLabel(viEngines.fields.falKey).fill('wrong:key');
    await card.getByLabel(viEngines.fields.baseUrl).fill(fal.url);
    await card.getByTestId('engine-virtual-tryon-test').click();
    await expect(card.getByTestId('engine-virtual-tryon-test-result')).toContainText(
      viEngines.testFailed,
    );
    await card.getByLabel(viEngines.fields.falKey).fill(FAKE_FAL_KEY);
    await card.getByTestId('engine-virtual-tryon-test').click();
    await expect(card.getByTestId('engine-virtual-tryon-test-result')).toContainText(
      viEngines.testOk,
    );
    await card.getByTestId('engine-virtual-tryon-save').click();
    await expect(page.getByText(/lượt tạo tiếp theo sẽ dùng công cụ này/)).toBeVisible();

    // The key is never sent back: only its last characters, as the empty field's placeholder.
    await page.reload();
    const keyField = page
      .getByTestId('engine-card-virtual-tryon')
      .getByLabel(viEngines.fields.falKey);
    await expect(keyField).toHaveValue('');
    await expect(keyField).toHaveAttribute('placeholder', new RegExp(FAKE_FAL_KEY.slice(-4)));
    expect(await page.content()).not.toContain(FAKE_FAL_KEY);

    const created = await page.request.post('/api/ai/virtual-tryon', {
      headers: {
        authorization: `Bearer ${admin.access_token}`,
        'idempotency-key': `e2e-engines-${Date.now()}`,
      },
      multipart: {
        category: 'tops',
        model_sample_id: 'model-linh',
        garment_sample_id: 'garment-breton-tee',
      },
    });
    expect(created.status(), await created.text()).toBe(202);
    const { generation } = (await created.json()) as { generation: Generation };
    expect(generation).toMatchObject({ engine: 'fal', quality: 'standard' });
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/api/generations/${generation.id}`, {
            headers: { authorization: `Bearer ${admin.access_token}` },
          });
          return ((await response.json()) as Generation).status;
        },
        { timeout: 30_000 },
      )
      .toBe('success');
    expect(fal.submissions.map((submission) => submission.endpointId)).toEqual([
      'fal-ai/fashn/tryon/v1.6',
    ]);

    // Back to the built-in engine, as the other specs expect the server.
    const again = page.getByTestId('engine-card-virtual-tryon');
    await again.getByLabel(viEngines.fields.engine).selectOption('local');
    await again.getByTestId('engine-virtual-tryon-save').click();
    await expect(again.getByText(viEngines.engines.local).first()).toBeVisible();
  } finally {
    await fal.close();
  }
});
