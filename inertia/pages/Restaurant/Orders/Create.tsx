export default function Create() {
  return null
}
