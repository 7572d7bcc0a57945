import type { Page } from "@playwright/test";
import { aboutMonthly, formatMoney } from "@shared/domain/pay-format";
import type { Country } from "@shared/schemas/countries";
import type { Job, JobPage } from "@shared/schemas/jobs";
import type { TakeHomeAnswer } from "@shared/schemas/pay";
import { expect, expectNoA11yViolations, registerUser, test } from "./fixtures";

/** A demo job in Munich that states its pay in euros. */
async function munichJob(page: Page): Promise<Job> {
  const res = await page.request.get("/api/jobs?page=1&pageSize=100");
  expect(res.status()).toBe(200);
  const job = ((await res.json()) as JobPage).items.find(
    (j) => j.jobLocation?.name === "Munich" && j.pay?.currency === "EUR",
  );
  if (!job?.pay) throw new Error("the demo data has a Munich job with pay in euros");
  return job;
}

/** What the server answers for the job's take-home, on the midpoint of its yearly pay. */
async function takeHomeOf(page: Page, job: Job): Promise<TakeHomeAnswer> {
  const pay = job.pay;
  if (!pay || pay.annualMin === null || pay.annualMax === null) throw new Error("the job has a yearly range");
  const gross = Math.round((pay.annualMin + pay.annualMax) / 2);
  const res = await page.request.get(`/api/take-home?country=DE&gross=${gross}&currency=EUR`);
  expect(res.status()).toBe(200);
  return (await res.json()) as TakeHomeAnswer;
}

test.describe("what the pay is worth", () => {
  test("a Munich job's page shows its take-home in euros, with the breakdown", async ({ page }) => {
    const job = await munichJob(page);
    const answer = await takeHomeOf(page, job);
    await page.goto(`/jobs/${job.id}`);
    const takeHome = page.getByRole("region", { name: "Take-home pay" });
    await expect(takeHome).toContainText(
      `Take-home: about ${formatMoney(aboutMonthly(answer.netMonthly), "EUR")} a month after income tax and social contributions (${answer.taxYear}, Germany; single, no pension)`,
    );
    await expect(takeHome).toContainText("Worked out on the middle of the posted range");
    await expect(takeHome.getByText("in your currency")).toHaveCount(0);
    await takeHome.getByText("See the breakdown").click();
    await expect(takeHome.getByRole("rowheader", { name: "Take-home, a year" })).toBeVisible();
    await expect(takeHome.getByRole("cell", { name: formatMoney(answer.net, "EUR") })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test("for a person whose currency is USD it shows the take-home in dollars, with the rate's date", async ({
    page,
  }) => {
    await registerUser(page);
    await page.goto("/settings");
    await page.getByLabel("Show pay in").selectOption("USD");
    await expect
      .poll(async () => (await page.request.get("/api/account/settings")).json().then((s) => s.payCurrency))
      .toBe("USD");

    const job = await munichJob(page);
    const answer = await takeHomeOf(page, job);
    const converted = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as Job;
    const rate = converted.pay?.converted;
    if (!rate) throw new Error("the signed-in person's job answers carry pay converted into USD");
    expect(rate).toMatchObject({ currency: "USD", rateDate: "2026-02-06" });

    await page.goto(`/jobs/${job.id}`);
    const takeHome = page.getByRole("region", { name: "Take-home pay" });
    await expect(takeHome).toContainText(
      `about ${formatMoney(aboutMonthly(answer.netMonthly), "EUR")} a month`,
    );
    const inDollars = takeHome.getByRole("button", {
      name: `≈ ${formatMoney(aboutMonthly(answer.netMonthly * rate.rate), "USD")}`,
    });
    await expect(inDollars).toBeVisible();
    await inDollars.hover();
    await expect(page.getByRole("tooltip")).toContainText("reference rates of 6 February 2026: 1 EUR = ");
    await expectNoA11yViolations(page);
  });
});

test.describe("what the take-home buys", () => {
  test("Compare with a salary divides each take-home by the World Bank's PPP factor for private consumption, and credits it", async ({
    page,
  }) => {
    const res = await page.request.get("/api/countries");
    expect(res.status()).toBe(200);
    const countries = (await res.json()) as Country[];
    const germany = countries.find((c) => c.code === "DE");
    const portugal = countries.find((c) => c.code === "PT");
    if (!germany?.pppFactor || !portugal?.pppFactor)
      throw new Error("Germany and Portugal have a PPP factor");
    // WDI PA.NUS.PRVT.PP, 2024: Germany 0.7238180000 EUR per international dollar.
    expect(germany.pppFactor).toMatchObject({ value: 0.723818, year: 2024 });
    const taken = await page.request.get("/api/take-home?country=DE&gross=60000&currency=EUR");
    expect(taken.status()).toBe(200);
    const net = ((await taken.json()) as TakeHomeAnswer).net;

    await page.goto(`/compare?a=${germany.id}&b=${portugal.id}`);
    const salary = page.getByRole("region", { name: "Salary" });
    await salary.getByLabel("Salary (a year)").fill("60000");
    await salary.getByLabel("Currency").selectOption("EUR");
    await salary.getByRole("button", { name: "Show take-home" }).click();
    await expect(salary).toContainText(
      `about ${formatMoney(net / germany.pppFactor.value, "USD")} in international dollars`,
    );
    await expect(
      salary.getByText(
        /^PPP conversion factor for private consumption 0\.723818 EUR per international dollar \(World Bank, 2024\)$/,
      ),
    ).toBeVisible();
    await expect(salary.getByText(/^PPP conversion factor for private consumption .* EUR per/)).toHaveCount(
      2,
    );
    // Both countries have the published factor: no estimate stands in for either.
    await expect(salary.getByText(/Estimate: price level ratio/)).toHaveCount(0);
  });
});
