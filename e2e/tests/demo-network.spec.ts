import { expect, signUpInBrowser, test, uniqueEmail } from './support.ts';

// A new trader's first look at the sample network: the people the landing page names are in it with
// their history, and the assistant's sample questions name people of it and get answers.
test('the demo network holds the people the product names, with their history, and the sample questions name its people', async ({
  page,
}) => {
  await signUpInBrowser(page, { name: 'Nadia Fares', email: uniqueEmail('demo'), password: 'cargo-route-42' });

  await page.goto('/contacts?q=karim%20mansour');
  await page.getByRole('article', { name: 'Karim Mansour' }).getByRole('link', { name: 'Karim Mansour' }).click();
  const sheet = page.getByRole('dialog', { name: 'Karim Mansour' });
  await expect(sheet.getByText('Delta Grain Brokers S.A.E.')).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'Interactions' })).toContainText('next Egyptian wheat purchase');
  await expect(sheet.getByRole('form', { name: 'Log an interaction' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('demo-contact-history.png') });
  await sheet.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Open AI CRM Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'AI CRM Assistant' });
  const first = panel.getByRole('button', { name: /^Who should I introduce .+ to\?$/ });
  await expect(first).toBeVisible();
  const name = /^Who should I introduce (.+) to\?$/.exec((await first.textContent()) ?? '')![1]!;
  await page.screenshot({ path: test.info().outputPath('sample-questions.png') });
  // A question chip fills the box; Enter asks it.
  await first.click();
  const input = panel.getByRole('textbox', { name: 'Message the AI CRM Assistant' });
  await expect(input).toHaveValue(`Who should I introduce ${name} to?`);
  await input.press('Enter');
  const answer = panel.getByTestId('assistant-message').first();
  await expect(answer).toContainText(`Introductions for ${name}`);
  await expect(answer.getByRole('list', { name: 'Contacts in this answer' }).getByRole('button').first()).toBeVisible();

  // The person the question named is in the network the trader sees.
  await page.goto(`/contacts?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name })).toBeVisible();
});
