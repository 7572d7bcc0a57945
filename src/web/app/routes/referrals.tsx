export default function ReferralsPage() {
  return <h1>referrals</h1>;
}
