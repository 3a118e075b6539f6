REVOKE SELECT ON governance_tenant FROM cyberos_ops;
