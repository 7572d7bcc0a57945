export default function AccountPage() {
  return <h1>account</h1>;
}
