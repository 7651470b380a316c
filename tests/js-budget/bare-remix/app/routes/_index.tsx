export default function Index() {
  return <h1>Olá</h1>;
}
