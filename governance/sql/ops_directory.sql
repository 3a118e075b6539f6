-- The ops role reads the tenant directory (to verify every tenant's chain) and nothing else.
GRANT SELECT ON governance_tenant TO cyberos_ops;
