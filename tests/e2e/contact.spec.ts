/**
 * The contact page in Chromium: attachments checked in the browser, the message sent with its
 * files, and the team's mail and the sender's receipt in the dev mailbox; both languages render
 * without console errors.
 */
import { mailTo, uniqueAddress, startInLanguage } from './blog-helpers';
import { expect, t, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/** A 1×1 PNG and a minimal PDF, as a user's files. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
const TEAM = 'hotro@studioai.vn';

test('a message with attachments is sent, and the team mail and receipt reach the outbox', async ({
  page,
}) => {
  const email = uniqueAddress('lan');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('vi', 'title', 'contact'));
  const form = page.getByTestId('contact-form');
  await form.getByLabel(t('vi', 'fields.firstName', 'contact')).fill('Lan');
  await form.getByLabel(t('vi', 'fields.lastName', 'contact')).fill('Nguyễn');
  await form.getByLabel(t('vi', 'fields.email', 'contact')).fill(email);
  await form.getByLabel(t('vi', 'fields.phone', 'contact')).fill('0912 345 678');
  await form.getByLabel(t('vi', 'fields.topic', 'contact')).selectOption('technical_support');
  await form
    .getByLabel(t('vi', 'fields.description', 'contact'))
    .fill('Ảnh thử đồ bị mờ phần tay áo, nhờ đội hỗ trợ xem giúp.');

  const input = page.getByTestId('contact-file-input');
  await input.setInputFiles([
    { name: 'tay-ao.png', mimeType: 'image/png', buffer: PNG },
    { name: 'hoa-don.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'anh-that.png', mimeType: 'image/png', buffer: EXE },
  ]);
  const files = page.getByTestId('contact-files');
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(
    page.getByText(t('vi', 'files.refused', 'contact').replace('{{name}}', 'anh-that.png')),
  ).toBeVisible();
  await input.setInputFiles([{ name: 'thua.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(files.getByRole('listitem')).toHaveCount(3);
  await files
    .getByRole('button', {
      name: t('vi', 'files.remove', 'contact').replace('{{name}}', 'thua.png'),
    })
    .click();
  await expect(files.getByRole('listitem')).toHaveCount(2);

  await form.getByRole('button', { name: t('vi', 'submit', 'contact') }).click();
  await expect(page.getByTestId('contact-success')).toBeVisible();
  const reference = await page.getByTestId('contact-reference').innerText();
  expect(reference).toMatch(/^[0-9A-F]{8}$/);

  const team = await mailTo(page, TEAM, new RegExp(reference));
  expect(team.text).toContain(`Email: ${email}`);
  expect(team.text).toContain('tay-ao.png');
  expect(team.text).toContain('hoa-don.pdf');
  expect(team.text).not.toContain('thua.png');
  const receipt = await mailTo(page, email, new RegExp(reference));
  expect(receipt.subject).toContain('Studio AI');
});

test('the form checks the fields in the browser before sending', async ({ page }) => {
  await startInLanguage(page, 'en');
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  await form.getByLabel(t('en', 'fields.phone', 'contact')).fill('12345');
  await form.getByRole('button', { name: t('en', 'submit', 'contact') }).click();
  for (const key of ['firstName', 'email', 'phone', 'topic', 'description']) {
    await expect(form.getByText(t('en', `validation.${key}`, 'contact'))).toBeVisible();
  }
  await expect(page.getByTestId('contact-success')).toHaveCount(0);
});

for (const language of ['vi', 'en'] as const) {
  test(`the contact page renders in ${language} without console errors`, async ({ page }) => {
    await startInLanguage(page, language);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t(language, 'title', 'contact'),
    );
    await expect(
      page.getByText(t(language, 'files.help', 'contact').split('{{')[0]!),
    ).toBeVisible();
    await expect(
      page.getByRole('option', { name: t(language, 'topics.business_cooperation', 'contact') }),
    ).toBeAttached();
  });
}
