export default function LoginPage() {
  return <h1>login</h1>;
}
