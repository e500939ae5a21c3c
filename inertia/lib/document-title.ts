export function documentTitle(pageName: string, productName = 'Posada') {
  return `${pageName} - ${productName}`
}
