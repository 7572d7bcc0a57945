export default function ExplorePage() {
  return <h1>explore</h1>;
}
