import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
  createActiveDoctor,
  demo,
  invitedAccountId,
  newPassword,
  signInPage,
  uniqueEmail,
} from '../support/accounts'
import { activationLinkIn, mailsTo, waitForMail } from '../support/mail'
import { paths, to } from '../support/paths'

test('resending an invitation mails a new link and the old one explains that it was replaced', async ({
  page,
}) => {
  const admin = await signInPage(page, demo.admin)
  const email = uniqueEmail('znovu')
  const invited = await page.request.post('/api/reps/invite', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { email, firstName: 'Ondřej', lastName: 'Pokusný', regions: ['CZ064'] },
  })
  expect(invited.status()).toBe(202)
  const userId = await invitedAccountId(page.request, admin.accessToken, email)
  const oldLink = activationLinkIn(await waitForMail(email))

  await page.goto(to.user(userId))
  await expect(page.getByRole('region', { name: 'Stav účtu' })).toContainText('pozvaný')
  await page.getByRole('button', { name: 'Poslat pozvánku znovu' }).click()
  await page
    .getByRole('dialog', { name: 'Poslat pozvánku znovu?' })
    .getByRole('button', { name: 'Potvrdit' })
    .click()
  await expect(page.getByText('Nová pozvánka odešla.')).toBeVisible()
  const newLink = activationLinkIn(await waitForMail(email, { after: 1 }))
  expect(newLink).not.toBe(oldLink)

  const invitee = await page.context().browser()?.newContext()
  if (!invitee) throw new Error('no browser')
  const inviteePage = await invitee.newPage()
  await inviteePage.goto(oldLink)
  await inviteePage.getByLabel('Heslo', { exact: true }).fill(newPassword())
  await inviteePage.getByRole('button', { name: 'Aktivovat účet' }).click()
  await expect(inviteePage.getByText('Odkaz není platný')).toBeVisible()
  await expect(inviteePage.getByText(/nahradil novější/)).toBeVisible()

  await inviteePage.goto(newLink)
  await inviteePage.getByLabel('Heslo', { exact: true }).fill(newPassword())
  await inviteePage.getByRole('button', { name: 'Aktivovat účet' }).click()
  await expect(inviteePage).toHaveURL('/login')
  await invitee.close()
})

test('an admin invites reps from an uploaded CSV file and sees the result of each row', async ({
  page,
}) => {
  const label = `soubor${randomUUID().slice(0, 6)}`
  const first = `a.${label}@e2e.konzilium.test`
  const second = `b.${label}@e2e.konzilium.test`
  const csv = [
    'email;firstName;lastName;company;regions',
    `${first};Tereza;Zkušební;Ukázková Pharma;CZ010;`,
    `${second};Tereza;Vzorová;Ukázková Pharma;CZ999`,
  ].join('\r\n')
  await signInPage(page, demo.admin)
  await page.goto(paths.app.usersAdd)
  await page.getByRole('radio', { name: /Více reprezentantů najednou/ }).check()
  await page
    .getByLabel('Nebo nahrajte soubor CSV či XLSX')
    .setInputFiles({ name: 'reprezentanti.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Pozvat všechny' }).click()
  await expect(page.getByText('Pozváno: 1, s chybou: 1')).toBeVisible()
  const results = page.getByRole('table', { name: 'Výsledek po řádcích' })
  // File rows count their header as row 1.
  await expect(results.getByRole('row', { name: new RegExp(`^2 ${first}`) })).toContainText(
    'Pozvánka odeslána',
  )
  // The column as the file's reader knows it, never the field's key.
  const refused = results.getByRole('row', { name: new RegExp(`^3 ${second}`) })
  await expect(refused).toContainText('Kraje: Vyberte kraj ze seznamu.')
  await expect(refused).not.toContainText('regions')
  await waitForMail(first)
  expect(await mailsTo(second)).toEqual([])
})

test('an admin ends every session of a user', async ({ page, browser, request }) => {
  const doctor = await createActiveDoctor(request, 'vsechna-prihlaseni')
  const userContext = await browser.newContext()
  const userPage = await userContext.newPage()
  const session = await signInPage(userPage, doctor)
  await signInPage(page, demo.admin)
  await page.goto(to.user(doctor.id))
  await expect(page.getByRole('region', { name: 'Stav účtu' })).toContainText('Aktivní přihlášení1')
  await page.getByRole('button', { name: 'Ukončit všechna přihlášení' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Potvrdit' }).click()
  await expect(page.getByText('Všechna přihlášení uživatele byla ukončena.')).toBeVisible()
  const check = await request.get('/api/users/me', {
    headers: { authorization: `Bearer ${session.accessToken}` },
  })
  expect(check.status()).toBe(401)
  await userContext.close()
})
