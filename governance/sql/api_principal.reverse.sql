DROP FUNCTION IF EXISTS api_token_principal(text);
