/** What other features use of the client's calls: the web build's version and id. */
export { readWebVersion } from './web-version'
