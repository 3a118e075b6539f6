class MigrateAsOwnerRouter:
    """Schema changes run only through the ``owner`` alias (the table owner).

    The application role (``default``) cannot create tables; migrating through it would fail
    half-way, so Django is told that nothing migrates there.
    """

    def allow_migrate(self, db: str, app_label: str, **hints: object) -> bool:
        return db == "owner"
