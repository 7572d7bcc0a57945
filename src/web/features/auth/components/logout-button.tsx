import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { forgetSignedInUser } from "../../../lib/session";
import { toast } from "../../../lib/toast";
import { useLogout } from "../api/logout";

/** Log Out: ends the session on the server, then the caller leaves for the sign-in page. */
export function LogoutButton({ onLoggedOut }: { onLoggedOut: () => void }) {
  const logout = useLogout();
  const client = useQueryClient();
  return (
    <Button
      variant="secondary"
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: () => {
            toast({ title: "Logged out successfully" });
            // Leave the personal page first, so its guard does not see a visitor and redirect.
            onLoggedOut();
            forgetSignedInUser(client);
          },
          onError: (error) =>
            toast({
              title: "Could not log out",
              description: errorMessage(error, "Please try again."),
              variant: "destructive",
            }),
        })
      }
    >
      <LogOut className="size-4" aria-hidden="true" />
      {logout.isPending ? "Logging out..." : "Log Out"}
    </Button>
  );
}
