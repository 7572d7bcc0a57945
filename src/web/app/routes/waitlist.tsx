export default function WaitlistPage() {
  return <h1>waitlist</h1>;
}
