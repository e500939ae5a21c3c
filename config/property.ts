/*
| Who runs the installation, as every document it hands out names the seller
| (the hotel's invoice, the restaurant's bill), read when needed so a test can
| change them with env.set():
|
|   PROPERTY_LEGAL_NAME, PROPERTY_ADDRESS, PROPERTY_TAX_ID
*/
import env from '#start/env'
import { appName } from '#config/app'

/** The seller: the legal name falls back to the product name only when nothing is configured. */
export function propertyDetails() {
  return {
    legalName: env.get('PROPERTY_LEGAL_NAME')?.trim() || appName,
    address: env.get('PROPERTY_ADDRESS')?.trim() ?? '',
    taxId: env.get('PROPERTY_TAX_ID')?.trim() ?? '',
  }
}
