import { useSearchParams } from "react-router";
import { UnsubscribeScreen } from "../../features/account/UnsubscribeScreen";

export function meta() {
  return [{ title: "Unsubscribe | Rangrez" }, { name: "robots", content: "noindex" }];
}

export default function Unsubscribe() {
  const [params] = useSearchParams();
  return <UnsubscribeScreen token={params.get("token")} />;
}
