import { useNavigate } from 'react-router';
import { useCreateReport } from './api';

/**
 * Creates a snapshot and opens it (still computing or ready). A used-up allowance (423) opens
 * the report-exceed popup and other failures a toast, both through the API client.
 */
export function useNewReport() {
  const navigate = useNavigate();
  const create = useCreateReport();

  function start(subjectId: string, onSettled?: () => void) {
    create.mutate(subjectId, {
      onSuccess: (report) => navigate(`/reports/${report._id}`),
      onSettled,
    });
  }

  return { start, isPending: create.isPending };
}
