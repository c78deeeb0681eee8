const CLIENT_ID_KEY = 'app.clientId'

/**
 * Random UUID identifying this browser session, sent with every call (`X-Client-Id`).
 * sessionStorage gives exactly that lifetime: it survives reloads of the tab and dies with it.
 */
export function getClientId(): string {
  let id = sessionStorage.getItem(CLIENT_ID_KEY)
  if (!id) {
    id = crypto.randomUUID()
    sessionStorage.setItem(CLIENT_ID_KEY, id)
  }
  return id
}
