export default function MyReferralsPage() {
  return <h1>my-referrals</h1>;
}
