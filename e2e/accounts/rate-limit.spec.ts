import { expect, test } from '@playwright/test'
import { signInWithForm, uniqueEmail } from '../support/accounts'

test('after too many failed sign-ins the form says when to try again and waits', async ({
  page,
  request,
}) => {
  // Per account, whether or not the account exists (no enumeration): 10 failures in 15 minutes.
  const email = uniqueEmail('zkousi')
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.post('/api/auth', {
      data: { email, password: 'nespravne-heslo' },
    })
    expect(response.status()).toBe(401)
  }
  await signInWithForm(page, { email, password: 'nespravne-heslo' })
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Příliš mnoho pokusů o přihlášení')
  // The window opened with the first failure a moment ago, so nearly all of its 15 minutes are left.
  await expect(alert).toContainText(/Zkuste to znovu za 1[45] minut/)
  await expect(page.getByRole('button', { name: 'Přihlásit se' })).toBeDisabled()
})
