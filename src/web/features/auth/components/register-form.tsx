import { zodResolver } from "@hookform/resolvers/zod";
import { passwordContextProblem } from "@shared/domain/password-context";
import { type RegisterInput, RegisterInputSchema, skillsFromProfession } from "@shared/schemas/auth";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { applyServerFieldErrors } from "../../../lib/server-field-errors";
import { toast } from "../../../lib/toast";
import { useRegister } from "../api/register";

/** The server's rules, plus the cheap one it also applies: no username, email or site name in the password. */
const RegisterFormSchema = RegisterInputSchema.superRefine((values, ctx) => {
  const problem = passwordContextProblem(values.password, values);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
});

/** Full name, username, email, profession (optional), password; success leads to sign-in. */
export function RegisterForm({
  onRegistered,
  loginHref,
}: {
  onRegistered: (username: string) => void;
  loginHref: string;
}) {
  const register = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { fullName: "", username: "", email: "", profession: "", password: "" },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(
      { ...values, skills: skillsFromProfession(values.profession) },
      {
        onSuccess: () => {
          toast({
            title: "Registration successful",
            description: "Your account has been created! Please sign in.",
          });
          onRegistered(values.username);
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          toast({
            title: "Registration failed",
            description: errorMessage(error, "Please check the form and try again"),
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="Full name" error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register("fullName")} />
      </Field>
      <Field
        label="Username"
        error={errors.username?.message}
        hint="At least 3 characters: letters, numbers, . _ -"
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register("username")}
        />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field
        label="Profession (optional)"
        error={errors.profession?.message}
        hint="For example: Data Scientist"
      >
        <Input autoComplete="organization-title" {...form.register("profession")} />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        hint="At least 6 characters, not a common password"
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Button type="submit" disabled={register.isPending} className="w-full">
        {register.isPending ? "Creating Account..." : "Create Account"}
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{" "}
        <Link href={loginHref} className="font-medium text-fg underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </form>
  );
}
