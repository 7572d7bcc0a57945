import { PageHeader } from "../../components/ui/page-header";
import { NotificationList } from "../../features/notifications/components/notification-list";

export default function NotificationsPage() {
  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle="What happened on Borderless that concerns you, newest first. Settings decide which of it is also mailed."
      />
      <NotificationList />
    </>
  );
}
