export default function RegisterPage() {
  return <h1>register</h1>;
}
