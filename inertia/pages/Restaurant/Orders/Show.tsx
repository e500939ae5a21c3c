export default function Show() {
  return null
}
