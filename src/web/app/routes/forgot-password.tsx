export default function ForgotPasswordPage() {
  return <h1>forgot-password</h1>;
}
