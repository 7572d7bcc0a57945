import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginInput, LoginInputSchema, type Me } from "@shared/schemas/auth";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useLogin } from "../api/login";
import { SecondFactorForm } from "./second-factor-form";

/**
 * Username and password; on success the caller decides where to go. Given the username someone has
 * just registered, it starts filled in and the password field has the focus.
 */
export function LoginForm({
  onSignedIn,
  registerHref,
  username = null,
}: {
  onSignedIn: (me: Me) => void;
  registerHref: string;
  username?: string | null;
}) {
  const login = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginInputSchema),
    defaultValues: { username: username ?? "", password: "" },
  });
  const errors = form.formState.errors;
  const { setFocus } = form;

  useEffect(() => {
    if (username) setFocus("password");
  }, [username, setFocus]);

  function welcome(me: Me) {
    toast({ title: "Login successful", description: `Welcome back, ${me.fullName || me.username}!` });
    onSignedIn(me);
  }

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => {
        if ("twoFactorRequired" in answer) setChallenge(answer.challenge);
        else welcome(answer);
      },
      onError: (error) => {
        toast({
          title: "Login failed",
          description: errorMessage(error, "Please check your credentials and try again"),
          variant: "destructive",
        });
      },
    }),
  );

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onSignedIn={welcome}
        onStartOver={() => {
          setChallenge(null);
          form.reset({ username: "", password: "" });
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("username")}
        />
      </Field>
      <div className="flex flex-col gap-1">
        <Field label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </Field>
        <Link
          href="/forgot-password"
          className="self-end py-2 text-sm font-medium text-primary-soft-fg underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
      <p className="text-center text-sm text-muted">
        Don't have an account?{" "}
        <Link href={registerHref} className="font-medium text-fg underline underline-offset-4">
          Create one
        </Link>
      </p>
      <div className="rounded-lg border border-border bg-surface-2 p-3 text-sm text-fg">
        <p className="font-medium">Just looking around? Use the demo account:</p>
        <p className="mt-1">
          Username <code className="rounded bg-surface px-1.5 py-0.5 font-mono">demo</code> · Password{" "}
          <code className="rounded bg-surface px-1.5 py-0.5 font-mono">demo1234</code>
        </p>
      </div>
    </form>
  );
}
