export default function SavedPage() {
  return <h1>saved</h1>;
}
