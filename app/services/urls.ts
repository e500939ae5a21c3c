import { appUrl } from '#config/app'

/** Links that leave the application (mails) are absolute, on APP_URL. */
export function absoluteUrl(path: string) {
  return new URL(path, appUrl).toString()
}
