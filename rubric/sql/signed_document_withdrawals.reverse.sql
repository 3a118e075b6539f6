DROP TRIGGER IF EXISTS signed_document_withdrawal_guard ON signed_document_withdrawal;
DROP FUNCTION IF EXISTS signed_document_withdrawal_guard();
