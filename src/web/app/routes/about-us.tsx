export default function AboutUsPage() {
  return <h1>about-us</h1>;
}
