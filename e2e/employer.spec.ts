import type { Page } from "@playwright/test";
import { expect, registerUser, SECOND_SERVER, test } from "./fixtures";

/**
 * An employer's journey: a fresh person creates a company page and posts a job; a visitor finds it
 * in search with its visa answer; the employer edits it and the visitor sees the change; the
 * employer closes it and it leaves search.
 */

// The job it posts is not demo content: it stays off the server whose jobs the other specs expect
// to be the demo data.
test.use({ baseURL: SECOND_SERVER });

function results(page: Page) {
  return page.getByRole("region", { name: "Job results" });
}

test("an employer posts, edits and closes a job that job seekers see", async ({ page, browser }) => {
  await registerUser(page);
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`.replace(/\d/g, (n) =>
    String.fromCharCode(97 + Number(n)),
  );
  const companyName = `Harbour Logistics ${tag}`;
  const title = `Route Planner ${tag}`;

  // The way in: the sidebar, for a signed-in person.
  await page.goto("/home");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "For employers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your companies" })).toBeVisible();
  await expect(page.getByText("No company pages yet")).toBeVisible();

  // A company page; a missing location is pointed out under its field.
  await page.getByLabel("Company name").fill(companyName);
  await page.getByRole("button", { name: "Create company page" }).click();
  await expect(page.getByLabel("Location")).toHaveAccessibleDescription("Location is required");
  await page.getByLabel("Location").fill("Rotterdam, Netherlands");
  await page.getByLabel("Website (optional)").fill("https://harbour.example.test");
  await page.getByRole("button", { name: "Create company page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByText("No jobs yet")).toBeVisible();

  // The job form: the visa answer and its sentence are required, and must agree.
  await page.getByRole("link", { name: "Post a job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Description").fill("Plan delivery routes across Europe.\nWork with our drivers.");
  await page.getByLabel("Employment type").selectOption("Full-time");
  await page.getByLabel("Work type").selectOption("Hybrid");
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await page.getByLabel("City (optional)").fill("Berlin");
  await page.getByLabel("Salary from (optional)").fill("50000");
  await page.getByLabel("Salary to (optional)").fill("65000");
  await page.getByLabel("Currency").fill("EUR");
  await page.getByLabel("Pay period").selectOption("YEAR");
  await page.getByLabel("Skills (optional)").fill("Logistics, SQL");
  await page.getByLabel("Apply link").fill("https://harbour.example.test/jobs/route-planner");
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(
    page.getByRole("group", { name: "Do you sponsor visas for this role?" }),
  ).toHaveAccessibleDescription("Say whether you sponsor visas for this role");

  await page.getByRole("radio", { name: "Yes" }).check();
  const sentence = page.getByLabel("In one sentence, what do you offer about visas?");
  await sentence.fill("We cannot sponsor visas for this role.");
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(sentence).toHaveAccessibleDescription(/reads as if you do not sponsor visas/);

  await sentence.fill("We sponsor work visas and help with relocation.");
  await page.getByRole("button", { name: "Post job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Open", { exact: true })).toBeVisible();

  // A visitor finds it, with its visa answer.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = results(visitor).getByRole("article").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Visa Sponsorship", { exact: true })).toBeVisible();
  // A page a person made says so until a manager confirms an address at its website's domain.
  await expect(card.getByText("Unverified")).toBeVisible();
  await card.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Unverified")).toBeVisible();
  const jobUrl = visitor.url();

  // The employer renames it; the visitor's job page shows the new title.
  const newTitle = `Senior ${title}`;
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Job title")).toHaveValue(title);
  await expect(page.getByLabel("Salary from (optional)")).toHaveValue("50000");
  await expect(page.getByRole("radio", { name: "Yes" })).toBeChecked();
  await page.getByLabel("Job title").fill(newTitle);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  await visitor.goto(jobUrl);
  await expect(visitor.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();

  // Closing asks first; then the job leaves search.
  const newRow = page.getByRole("listitem").filter({ hasText: newTitle });
  await newRow.getByRole("button", { name: `Close ${newTitle}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Close ${newTitle}?` });
  await confirm.getByRole("button", { name: "Close job" }).click();
  await expect(confirm).toBeHidden();
  await expect(newRow.getByText("Closed", { exact: true })).toBeVisible();
  await expect(newRow.getByRole("button", { name: `Reopen ${newTitle}` })).toBeVisible();

  await visitor.goto(`/jobs?q=${encodeURIComponent(newTitle)}`);
  await expect(
    results(visitor)
      .getByText(/No jobs found|0 jobs found/i)
      .first(),
  ).toBeVisible();
  await expect(results(visitor).getByRole("article")).toHaveCount(0);
  // Its own page stays, says so, and offers no Apply.
  await visitor.goto(jobUrl);
  await expect(visitor.getByRole("heading", { level: 1, name: newTitle })).toBeVisible();
  await expect(visitor.getByText("No longer accepting applications")).toBeVisible();
  await expect(visitor.getByText("The employer closed it.")).toBeVisible();
  await expect(visitor.getByRole("link", { name: /Apply for this Position/ })).toHaveCount(0);
  await visitorContext.close();

  // Back on the list of companies, the counts say so.
  await page.getByRole("link", { name: "← Your companies" }).click();
  await expect(page.getByText(/0 open jobs, 1 closed/)).toBeVisible();
});
