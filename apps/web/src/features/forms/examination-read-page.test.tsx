import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { to } from '../../shared/navigation/paths'
import { session } from '../../shared/session/session-store'
import { eventually, json, serve } from '../../test/fake-server'
import { formDetail, ids } from './test/server'
import { renderAt } from './test/render'

const base = `/api/forms/${ids.form}`

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  session.logout()
})

describe('the read-only examination', () => {
  it('shows each score with its formula version, the treatment, findings, files and versions', async () => {
    const asked: string[] = []
    serve({
      [`GET ${base}`]: (_, url) => {
        asked.push(url.search)
        return url.searchParams.get('version') === '1'
          ? json(formDetail({ version: 1, findings: 'První zápis.' }))
          : json(formDetail())
      },
    })
    const { router } = await renderAt(to.examination(ids.form))
    expect(await screen.findByRole('heading', { name: 'Vyšetření 20. 11. 2026' })).toBeTruthy()
    expect(screen.getByTestId('score-pasi').textContent).toBe('8,4')
    expect(screen.getByTestId('score-dlqi').textContent).toBe('12')
    expect(screen.getAllByText(/verze výpočtu 1/).length).toBeGreaterThanOrEqual(2)
    expect(screen.getByText('adalimumab')).toBeTruthy()
    expect(screen.getByText(/od 1\. 6\. 2026/)).toBeTruthy()
    expect(screen.getByText('Ložiska na trupu ustupují.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Stáhnout zprava.pdf' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Upravit' }).getAttribute('href')).toBe(
      to.editExamination(ids.form),
    )

    // An earlier version, from the history: its content, marked as earlier, without "Edit".
    const history = screen.getByRole('region', { name: 'Historie verzí' })
    await userEvent.click(within(history).getByRole('link', { name: 'Verze 1' }))
    expect(await screen.findByText('První zápis.')).toBeTruthy()
    expect(router.state.location.search).toBe('?form=' + ids.form + '&version=1')
    expect(screen.getByRole('status').textContent).toContain('Zobrazena dřívější verze 1 z 2.')
    expect(screen.queryByRole('link', { name: 'Upravit' })).toBeNull()
    expect(asked).toEqual(['', '?version=1'])
  })

  it('offers neither change nor delete to a reader the server allows neither', async () => {
    serve({ [`GET ${base}`]: () => json(formDetail({ allowedActions: [] })) }, 'patient')
    await renderAt(to.examination(ids.form))
    await screen.findByRole('heading', { name: 'Vyšetření 20. 11. 2026' })
    expect(screen.queryByRole('link', { name: 'Upravit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Smazat vyšetření' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Přidat soubory' })).toBeNull()
    // Reading stays: the files can be downloaded.
    expect(screen.getByRole('button', { name: 'Stáhnout zprava.pdf' })).toBeTruthy()
  })

  it('deletes only after the confirmation, then goes to the patient’s record', async () => {
    const sent = serve({
      [`GET ${base}`]: () => json(formDetail()),
      [`DELETE ${base}`]: () => new Response(null, { status: 204 }),
    })
    const { router } = await renderAt(to.examination(ids.form))
    await userEvent.click(await screen.findByRole('button', { name: 'Smazat vyšetření' }))
    const dialog = await screen.findByRole('dialog', { name: 'Smazat vyšetření?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zrušit' }))
    expect(sent.some((s) => s.route === `DELETE ${base}`)).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Smazat vyšetření' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Smazat vyšetření?' })).getByRole('button', {
        name: 'Smazat',
      }),
    )
    await eventually(() => {
      expect(router.state.location.pathname + router.state.location.search).toBe(
        to.patient(ids.patient),
      )
    })
    expect(sent.filter((s) => s.route === `DELETE ${base}`)).toHaveLength(1)
  })

  it('uploads a file and says a refused one in words', async () => {
    const sent = serve({
      [`GET ${base}`]: () => json(formDetail({ attachments: [] })),
      [`POST ${base}/attachments`]: (_, url) => {
        const name = url.searchParams.get('fileName') ?? ''
        if (name === 'skript.exe') return json({ statusCode: 415, message: 'Unsupported' }, 415)
        return json(
          {
            id: ids.attachment,
            fileName: name,
            contentType: 'application/pdf',
            size: 1000,
            uploadedBy: { id: ids.author, displayName: 'MUDr. Eva Malá', listName: 'Malá Eva' },
            uploadedAt: '2026-11-28T09:00:00.000Z',
          },
          201,
        )
      },
    })
    await renderAt(to.examination(ids.form))
    await screen.findByRole('button', { name: 'Přidat soubory' })
    const input = document.querySelector<HTMLInputElement>('.forms-upload input[type="file"]')
    if (!input) throw new Error('no file input')
    await userEvent.upload(
      input,
      [
        new File(['x'], 'skript.exe', { type: 'application/octet-stream' }),
        new File(['%PDF'], 'nalez.pdf', { type: 'application/pdf' }),
      ],
      { applyAccept: false },
    )
    expect(await screen.findByText(/skript\.exe: tento typ souboru nelze přiložit/)).toBeTruthy()
    await eventually(() => {
      expect(sent.filter((s) => s.route === `POST ${base}/attachments`)).toHaveLength(2)
    })
    // The stored file is read again with the examination.
    await eventually(() => {
      expect(sent.filter((s) => s.route === `GET ${base}`).length).toBeGreaterThanOrEqual(2)
    })
  })
})
