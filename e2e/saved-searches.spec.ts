import { expect, registerUser, test } from "./fixtures";

test.describe("saved searches", () => {
  test("save a search from /jobs, then run, rename, set alerts and delete it under Account", async ({
    page,
  }) => {
    await registerUser(page);
    await page.goto("/jobs");
    await page.getByPlaceholder("Search job titles, companies, or skills").fill("engineer");
    await expect(page).toHaveURL(/q=engineer/);
    await page.getByLabel("Work Type").selectOption("Remote");
    await expect(page).toHaveURL(/workType=Remote/);

    await page.getByRole("button", { name: "Save this search" }).click();
    const dialog = page.getByRole("dialog", { name: "Save this search" });
    await expect(dialog.getByLabel("Name")).toHaveValue("engineer · Remote");
    await expect(dialog.getByLabel("Email alerts")).toHaveValue("Daily");
    await dialog.getByLabel("Name").fill("Remote engineering");
    await dialog.getByLabel("Email alerts").selectOption("Weekly");
    await dialog.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("Search saved", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto("/account");
    await page.getByRole("tab", { name: "Saved Searches" }).click();
    await expect(page).toHaveURL(/tab=searches/);
    const link = page.getByRole("link", { name: "Remote engineering" });
    await expect(link).toHaveAttribute("href", "/jobs?q=engineer&workType=Remote");
    await expect(page.getByText("engineer · Remote", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Email alerts for Remote engineering")).toHaveValue("Weekly");

    await page.getByRole("button", { name: "Rename Remote engineering" }).click();
    await page.getByLabel("New name for Remote engineering").fill("Remote engineers");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByRole("link", { name: "Remote engineers" })).toBeVisible();

    await page.getByLabel("Email alerts for Remote engineers").selectOption("Never");
    await expect(page.getByText("Email alerts: Never", { exact: true })).toBeVisible();
    // What was saved is what a reload shows.
    await page.reload();
    await expect(page.getByLabel("Email alerts for Remote engineers")).toHaveValue("Never");

    // The name runs the search.
    await page.getByRole("link", { name: "Remote engineers" }).click();
    await expect(page).toHaveURL(/\/jobs\?q=engineer&workType=Remote$/);
    await expect(page.getByLabel("Work Type")).toHaveValue("Remote");

    await page.goto("/account?tab=searches");
    await page.getByRole("button", { name: "Delete Remote engineers" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this saved search?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("link", { name: "Remote engineers" })).toBeVisible();
    await page.getByRole("button", { name: "Delete Remote engineers" }).click();
    await confirm.getByRole("button", { name: "Delete search" }).click();
    await expect(page.getByText("No saved searches yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Search jobs" })).toHaveAttribute("href", "/jobs");
  });

  test("a visitor is sent to sign in and comes back to the same search", async ({ page }) => {
    await page.goto("/jobs?q=designer");
    await page.getByRole("link", { name: "Save this search" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fjobs%3Fq%3Ddesigner/);
  });
});
