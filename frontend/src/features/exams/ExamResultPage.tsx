import { useNavigate, useParams } from 'react-router';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useGetExamResultQuery } from './exams.api';
import { ExamSheetView } from './ExamSheetView';
import './exams.css';
import { formatDayTime } from '../../shared/dates';

/** A saved exam's evaluation sheet, as the server redraws it from what it judged (`/exams/results/:id`). */
export function ExamResultPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, isError } = useGetExamResultQuery(id);
  return (
    <div className="exam-page">
      <h1 className="exam-page__title">Saved exam result</h1>
      {isError ? (
        <div role="alert" className="exam-page__error">
          This exam result could not be found.
        </div>
      ) : data ? (
        <>
          <p>Taken {formatDayTime(data.result.createdAt)}.</p>
          <ExamSheetView
            profileName={data.result.profileName}
            sheet={data.sheet}
            attribution={data.attribution}
            onAgain={() => void navigate('/exams')}
          />
        </>
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading the exam result">
          <Skeleton rows={6} />
        </div>
      )}
    </div>
  );
}
