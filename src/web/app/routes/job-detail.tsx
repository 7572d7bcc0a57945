import { cityInfo } from "@shared/domain/city-info";
import { formatSalary } from "@shared/domain/salary-format";
import { parseRouteId } from "@shared/routes";
import { ArrowLeft } from "lucide-react";
import { useDeferredValue, useEffect } from "react";
import { Link } from "wouter";
import { ButtonLink } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { useCountry } from "../../features/countries/api/get-country";
import { useJob } from "../../features/jobs/api/get-job";
import { AboutCompany } from "../../features/jobs/components/about-company";
import { ApplyButton } from "../../features/jobs/components/apply-button";
import { ClosedJobNotice } from "../../features/jobs/components/closed-job-notice";
import { EaseOfLivingCalculator } from "../../features/jobs/components/ease-of-living-calculator";
import { JobDescription } from "../../features/jobs/components/job-description";
import { CalculatorSkeleton, JobDetailSkeleton } from "../../features/jobs/components/job-detail-skeleton";
import { JobDetailsCard } from "../../features/jobs/components/job-details-card";
import { JobHeader } from "../../features/jobs/components/job-header";
import { LocationInfoCard } from "../../features/jobs/components/location-info-card";
import { VisaAnswer } from "../../features/jobs/components/visa-answer";
import { VisaCheckPanel } from "../../features/jobs/components/visa-check-panel";
import { calculatorPlace, calculatorSalary } from "../../features/jobs/lib/calculator-inputs";
import { useExchangeRates } from "../../features/pay/api/get-exchange-rates";
import { TakeHomeLine, TakeHomeNote } from "../../features/pay/components/take-home-line";
import { usdSalary } from "../../features/pay/lib/usd-salary";
import { ApiError, errorMessage } from "../../lib/api-client";

function BackToJobs() {
  return (
    <Link
      href="/jobs"
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-fg underline-offset-2 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Jobs
    </Link>
  );
}

function JobNotFound() {
  return (
    <EmptyState
      headingLevel={1}
      title="Job not found"
      description="This job may have been filled or removed."
      action={<ButtonLink href="/jobs">Back to Jobs</ButtonLink>}
    />
  );
}

export default function JobDetailPage({ id }: { id: string }) {
  const jobId = parseRouteId(id);
  const job = useJob(jobId);
  const country = useCountry(job.data?.countryId ?? null);
  const rates = useExchangeRates();
  // The page is drawn in two renders: first its head (title, visa answer, description), then at once
  // the rest in a render of its own, so that the click that opened it is answered by the first.
  const whole = useDeferredValue(true, false);

  useEffect(() => {
    document.title = job.data
      ? `${job.data.title} at ${job.data.company.name} · Borderless`
      : "Job · Borderless";
  }, [job.data]);

  if (jobId === null) return <JobNotFound />;
  if (job.isPending) {
    return (
      <>
        <BackToJobs />
        <JobDetailSkeleton />
      </>
    );
  }
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <JobNotFound />;
    return (
      <EmptyState
        headingLevel={1}
        title="The job could not be loaded"
        description={errorMessage(job.error, "Please try again.")}
        action={<ButtonLink href="/jobs">Back to Jobs</ButtonLink>}
      />
    );
  }

  const data = job.data;
  const placeName = data.jobLocation?.name ?? (cityInfo(data.location).cityName || data.country?.name || "");
  const inDollars = usdSalary(data.pay, rates.data);
  const salaryHint =
    inDollars?.note ??
    (data.salaryCurrency && data.salaryCurrency !== "USD"
      ? `This job's salary is posted in ${data.salaryCurrency} (${formatSalary(data)}). Enter its value in US dollars.`
      : undefined);
  const countryName = country.data?.name ?? data.country?.name ?? "";

  return (
    <>
      <BackToJobs />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <JobHeader job={data} />
          <ClosedJobNotice job={data} />
          <VisaAnswer visa={data.visa} />
          {data.visaCheck ? <VisaCheckPanel check={data.visaCheck} record={data.sponsorRecord} /> : null}
          <JobDescription job={data} />
          {!whole ? null : data.closedAt ? null : <ApplyButton job={data} />}
          {whole ? (
            <TakeHomeLine pay={data.pay} countryCode={data.country?.code ?? null} countryName={countryName} />
          ) : null}
          {whole && data.countryId !== null ? (
            country.isPending ? (
              <CalculatorSkeleton label="Loading the calculator..." />
            ) : (
              <EaseOfLivingCalculator
                key={`${data.id}:${inDollars?.amount ?? ""}`}
                initialSalary={inDollars ? String(inDollars.amount) : calculatorSalary(data)}
                place={calculatorPlace(data, country.data)}
                placeName={placeName}
                salaryHint={salaryHint}
                priceLevel={country.data?.priceLevel ?? null}
                countryName={countryName}
                reportExtra={
                  <TakeHomeNote
                    pay={data.pay}
                    countryCode={data.country?.code ?? null}
                    countryName={countryName}
                  />
                }
              />
            )
          ) : null}
          {whole ? <AboutCompany company={data.company} /> : null}
        </div>
        {whole ? (
          <div className="flex flex-col gap-6">
            <JobDetailsCard job={data} exchangeRate={country.data?.exchangeRate} />
            <LocationInfoCard job={data} country={country.data} countryPending={country.isLoading} />
          </div>
        ) : null}
      </div>
    </>
  );
}
