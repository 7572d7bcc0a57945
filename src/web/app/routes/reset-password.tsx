export default function ResetPasswordPage() {
  return <h1>reset-password</h1>;
}
