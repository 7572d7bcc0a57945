export default function NotFoundPage() {
  return <h1>not-found</h1>;
}
