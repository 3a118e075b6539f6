DROP TRIGGER IF EXISTS rubric_dismissed_proposal_guard ON rubric_dismissed_proposal;
DROP FUNCTION IF EXISTS rubric_dismissed_proposal_guard();
