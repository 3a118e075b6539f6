"""The bench's own database and data.

``prepare_database`` makes ``<name>_bench`` on the same PostgreSQL server the way ``make db`` and
the tests make theirs (``cyberos_eval.db.bootstrap``: roles, database owned by the owner role,
privileges), migrates it as the owner in a subprocess (``CYBEROS_PRIVILEGED_DB=1``; the bench
process itself holds only the application role, as production does), and empties every data
table, so each run starts from nothing and never touches the development or test data.

The data is made through the services as the application role: the tenant, its founder (a person
with a tenant-wide rubric_admin grant), a service account with an API token and a tenant-wide
rubric_reader grant, and rubrics each published by the founder (``publish_version``: validation,
content hash, audit row). Only the draft's items are bulk-inserted (``bulk_create`` in the
tenant's context, the same field values ``add_item`` would store, one audit row less per item):
adding 3,000 items one service call at a time is not what is being measured.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import random
import subprocess
import sys
import uuid
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

import psycopg
from psycopg import sql

from cyberos_eval.db import bootstrap
from cyberos_eval.db.config import APP_ROLE, OWNER_ROLE, ROLE_PASSWORD_ENV, admin_conninfo

ROOT = Path(__file__).resolve().parents[1]
# Every rubric takes effect on this date; reads ask for a date inside its (open) interval.
EFFECTIVE_FROM = dt.date(2025, 1, 1)
READ_AT = dt.date(2025, 6, 1)
FOUNDER_PASSWORD = "bench-founder-not-a-secret"  # noqa: S105 - a throwaway bench login
_KEEP_TABLES = {"django_migrations", "django_content_type", "auth_permission"}


def _admin(env: Mapping[str, str]) -> dict[str, Any]:
    from django.conf import settings

    return admin_conninfo(env, settings.PGDATA)


def bench_database_name() -> str:
    from django.conf import settings

    return str(settings.DATABASES["default"]["NAME"])


def prepare_database(env: Mapping[str, str] = os.environ) -> str:
    """Create (once), migrate and empty the bench database, collect the static files;
    returns the database's name."""
    admin = _admin(env)
    name = bench_database_name()
    bootstrap.prepare(admin, env, name)
    if not _migrated():
        migrate_env = {
            **env,
            "DJANGO_SETTINGS_MODULE": os.environ.get("DJANGO_SETTINGS_MODULE", "bench.settings"),
            "CYBEROS_PRIVILEGED_DB": "1",
        }
        subprocess.run(  # noqa: S603
            [sys.executable, str(ROOT / "manage.py"), "migrate", "--no-input", "-v0"],
            env=migrate_env,
            cwd=ROOT,
            check=True,
        )
    # Production settings serve hashed static names from collectstatic's manifest: without it
    # the admin cannot render (the review page is measured), nor can gunicorn serve CSS.
    from django.core.management import call_command

    call_command("collectstatic", interactive=False, verbosity=0)
    with bootstrap.connect_admin(admin, dbname=name) as conn:
        tables = [
            row[0]
            for row in conn.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
            if row[0] not in _KEEP_TABLES
        ]
        conn.execute(
            sql.SQL("TRUNCATE {} RESTART IDENTITY CASCADE").format(
                sql.SQL(", ").join(sql.Identifier(table) for table in tables)
            )
        )
    return name


@contextmanager
def functions_counted(env: Mapping[str, str] = os.environ) -> Iterator[bool]:
    """PostgreSQL counts the application role's function calls in the bench database for the
    block (``pg_stat_xact_user_functions``, triggers included); yields False when the
    administrative login may not switch that on (not a superuser)."""
    from django.db import connection

    name = bench_database_name()
    change = "ALTER ROLE {role} IN DATABASE {db} "
    names = {"role": sql.Identifier(APP_ROLE), "db": sql.Identifier(name)}
    with bootstrap.connect_admin(_admin(env), dbname=name) as conn:
        try:
            conn.execute(sql.SQL(change + "SET track_functions = 'all'").format(**names))
        except psycopg.errors.InsufficientPrivilege:
            yield False
            return
    connection.close()  # the next session starts with the setting
    try:
        yield True
    finally:
        with bootstrap.connect_admin(_admin(env), dbname=name) as conn:
            conn.execute(sql.SQL(change + "RESET track_functions").format(**names))
        connection.close()


def _migrated() -> bool:
    """Whether every migration is applied already (read through the application role)."""
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor
    from django.db.utils import DatabaseError

    try:
        executor = MigrationExecutor(connection)
        plan = executor.migration_plan(executor.loader.graph.leaf_nodes())
    except DatabaseError:
        return False
    finally:
        connection.close()
    return not plan


def server_version(env: Mapping[str, str] = os.environ) -> str:
    with bootstrap.connect_admin(_admin(env), dbname="postgres") as conn:
        row = conn.execute("SHOW server_version").fetchone()
    return str(row[0]) if row else "?"


def app_conninfo(env: Mapping[str, str] = os.environ, *, role: str = APP_ROLE) -> str:
    """libpq conninfo of a role (the application role unless told) on the bench database."""
    from django.conf import settings

    database = settings.DATABASES["default"]
    admin = _admin(env)
    host = database["HOST"]
    if admin.get("embedded_pgdata"):
        from cyberos_eval.db import embedded

        host = str(embedded.ensure_running(Path(admin["embedded_pgdata"])).socket_dir)
    return psycopg.conninfo.make_conninfo(
        host=host,
        port=database["PORT"] or None,
        dbname=database["NAME"],
        user=role,
        password=env.get(ROLE_PASSWORD_ENV[role]) or None,
        **{k: v for k, v in database["OPTIONS"].items() if k in ("sslmode", "connect_timeout")},
    )


# --- Items -------------------------------------------------------------------------------------

_TOPICS = [
    (
        "Bảo mật thông tin khách hàng và dữ liệu nội bộ",
        "Keeps customer information and internal data confidential",
        "confidentiality",
    ),
    (
        "Không làm việc cho đối thủ cạnh tranh trong thời hạn hạn chế",
        "Does not work for a competitor during the restricted period",
        "non_compete",
    ),
    (
        "Chuyển giao quyền sở hữu trí tuệ đối với sản phẩm công việc",
        "Assigns the intellectual property in work products",
        "ip_assignment",
    ),
]
_SENTENCES_VI = [
    "Người lao động phải tuân thủ nghĩa vụ này trong suốt thời hạn hợp đồng và sau khi chấm dứt.",
    "Việc đánh giá dựa trên bằng chứng được ghi nhận trong hệ thống quản lý nhân sự của Công ty.",
    "Quản lý trực tiếp xác nhận kết quả vào cuối mỗi kỳ đánh giá theo quy trình đã công bố.",
    "Mọi ngoại lệ phải được Giám đốc phê duyệt bằng văn bản trước khi áp dụng.",
]
_SENTENCES_EN = [
    "The employee complies with this obligation throughout the contract term and after it ends.",
    "The evaluation relies on evidence recorded in the Company's human resources system.",
    "The line manager confirms the result at the end of each review period as published.",
    "Any exception needs the Director's written approval before it applies.",
]
_QUOTE_VI = (
    "Người lao động có nghĩa vụ giữ bí mật tuyệt đối mọi thông tin kinh doanh, kỹ thuật và dữ "
    "liệu khách hàng mà mình biết được trong quá trình làm việc, kể cả sau khi chấm dứt hợp đồng "
    "lao động trong thời hạn {months} tháng."
)
_QUOTE_EN = (
    "The employee shall keep strictly confidential all business and technical information and "
    "customer data learned in the course of employment, including for {months} months after the "
    "labor contract ends."
)
_CHECKS: list[tuple[str, dict[str, Any]]] = [
    ("evidence_presence", {"signal": "dlp_report_clean", "window_days": 90}),
    (
        "threshold_numeric",
        {"target": 40, "operator": "<=", "metric": "weekly_hours", "unit": "hours"},
    ),
    ("attestation", {"attested_by": "manager", "period": "quarterly"}),
    ("periodic_review", {"period": "annual", "reviewer": "manager"}),
    ("milestone_reached", {"milestone_id": "senior_engineer", "within_months": 24}),
]
_DOCS = ["labor_contract", "nda_ip", "total_rewards_appendix"]


def item_fields(index: int, rng: random.Random) -> dict[str, Any]:
    """One realistic item (bilingual titles, descriptions and quotes; check params valid for
    its check type), already in the form the services store (NFC text, 2-decimal weight)."""
    title_vi, title_en, obligation = _TOPICS[index % len(_TOPICS)]
    check_type, params = _CHECKS[index % len(_CHECKS)]
    is_obligation = index % 2 == 0
    months = 6 + index % 30
    description_vi = " ".join(rng.sample(_SENTENCES_VI, 3))
    description_en = " ".join(rng.sample(_SENTENCES_EN, 3))
    return {
        "source_doc": _DOCS[index % len(_DOCS)],
        "clause_ref": f"§{1 + index % 12}.{1 + index % 7}" + ("(a)" if index % 5 == 0 else ""),
        "source_quote_vi": _QUOTE_VI.format(months=months),
        "source_quote_en": _QUOTE_EN.format(months=months),
        "item_kind": "obligation" if is_obligation else ("working_term", "kpi")[index % 4 // 2],
        "obligation_kind": obligation if is_obligation else None,
        "check_type": check_type,
        "check_params": dict(params),
        "weight": Decimal(rng.choice(["5.00", "7.50", "10.00", "12.50", "2.25"])),
        "title_vi": f"{title_vi} (mục {index + 1})",
        "title_en": f"{title_en} (item {index + 1})",
        "description_vi": description_vi,
        "description_en": description_en,
        "position": index + 1,
    }


def fill_draft(version: Any, count: int, founder: Any, *, seed: int = 12) -> None:
    """Bulk-insert ``count`` items into a draft, two in three GENIE proposals the founder
    accepted, one in three written by the founder."""
    from django.db import transaction
    from django.utils import timezone

    from cyberos_eval.tenancy import tenant_context
    from rubric.models import RubricItem

    rng = random.Random(seed)  # noqa: S311 - data, not secrets
    now = timezone.now()
    items = []
    for index in range(count):
        genie = index % 3 != 0
        items.append(
            RubricItem(
                tenant_id=version.tenant_id,
                rubric_version_id=version.pk,
                created_by_subject=founder,
                authored_by="genie" if genie else "human",
                genie_confidence=Decimal("0.850") if genie else None,
                accepted_by_subject=founder if genie else None,
                accepted_at=now if genie else None,
                **item_fields(index, rng),
            )
        )
    with tenant_context(version.tenant_id), transaction.atomic():
        RubricItem.objects.bulk_create(items, batch_size=500)


@dataclass
class World:
    tenant: Any
    founder: Any
    reader: Any
    token: str  # the reader's API token (Bearer), product and floor
    peer_token: str  # the reader's DRF token (Token), the naive peer
    rubrics: dict[int, Any] = field(default_factory=dict)  # size -> rubric
    versions: dict[int, Any] = field(default_factory=dict)  # size -> published version


def publish_rubric(world: World, name: str, size: int) -> Any:
    """A rubric whose v1 holds ``size`` items, published by the founder; returns the version."""
    from rubric.services import create_rubric, publish_version

    draft = create_rubric(actor=world.founder, tenant=world.tenant, name=name)
    fill_draft(draft, size, world.founder)
    return publish_version(actor=world.founder, version=draft, effective_from=EFFECTIVE_FROM)


def new_draft(world: World, name: str, size: int) -> Any:
    from rubric.services import create_rubric

    draft = create_rubric(actor=world.founder, tenant=world.tenant, name=name)
    fill_draft(draft, size, world.founder)
    return draft


def seed_world(sizes: list[int]) -> World:
    from rest_framework.authtoken.models import Token

    from governance.actors import OPERATOR
    from governance.models import Role
    from governance.services import (
        create_founder,
        create_service_account,
        create_tenant,
        issue_grant,
    )

    tenant = create_tenant(name="Bench company")
    founder = create_founder(tenant=tenant, username="bench-founder", password=FOUNDER_PASSWORD)
    issued = create_service_account(actor=OPERATOR, tenant=tenant, username="bench-reader")
    reader = issued.token.subject
    issue_grant(
        actor=OPERATOR,
        subject=reader,
        role=Role.RUBRIC_READER,
        basis="The evaluation service reads the standard in force (bench).",
    )
    peer_token = Token.objects.create(user=reader.user).key
    world = World(tenant, founder, reader, issued.secret, peer_token)
    for size in sizes:
        version = publish_rubric(world, f"Bench rubric of {size} items", size)
        world.rubrics[size] = version.rubric
        world.versions[size] = version
    return world


def audit_payload(index: int) -> dict[str, Any]:
    """An audit payload the size of a publish's (ids, hash, counts, a date)."""
    return {
        "actor_subject_id": str(uuid.UUID(int=index)),
        "actor": "subject",
        "version_id": str(uuid.UUID(int=index + 1)),
        "rubric_id": str(uuid.UUID(int=index + 2)),
        "content_hash": f"{index:064x}",
        "item_count": index % 3000,
        "effective_from": "2025-01-01",
        "backdated": False,
    }


def seed_audit_rows(tenant_id: uuid.UUID, count: int, env: Mapping[str, str] = os.environ) -> None:
    """Extend a tenant's audit chain by ``count`` rows quickly, for verification to read.

    Each row is what ``audit.chain.append`` would write (hashed with the chain's own
    ``canonical_row`` and ``link_hash``), inserted in one transaction as the owner role, which
    the append-only guards let through (ADR 0007) and row-level security still scopes; ``COPY``
    is not allowed under row-level security, so a pipelined ``executemany`` it is. Until the
    audit work ships a seeding helper of its own, this is the bench's.
    """
    from django.utils import timezone

    from audit import chain

    insert = (
        "INSERT INTO l1_audit_log (tenant_id, seq, kind, payload, payload_canonical, "
        "actor_subject_id, trace_id, created_at, hash_version, prev_hash, hash) "
        "VALUES (%s, %s, %s, %s::jsonb, %s, NULL, NULL, %s, %s, %s, %s)"
    )
    with psycopg.connect(app_conninfo(env, role=OWNER_ROLE)) as conn:
        conn.execute("SELECT set_config('app.tenant_id', %s, true)", [str(tenant_id)])
        head = conn.execute(
            "SELECT last_seq, last_hash FROM l1_audit_chain_head WHERE tenant_id = %s FOR UPDATE",
            [tenant_id],
        ).fetchone()
        if head is None:
            raise RuntimeError("the tenant has no audit chain yet (its creation starts it)")
        seq, previous = head
        rows = []
        for _ in range(count):
            seq += 1
            created_at = timezone.now()
            payload = chain.jsonable(audit_payload(seq))
            digest = chain.link_hash(
                previous,
                chain.canonical_row(
                    tenant_id=tenant_id,
                    seq=seq,
                    kind="bench.seeded",
                    payload=payload,
                    actor_subject_id=None,
                    trace_id=None,
                    created_at=created_at,
                    hash_version=chain.HASH_VERSION,
                ),
            )
            rows.append(
                (
                    tenant_id,
                    seq,
                    "bench.seeded",
                    json.dumps(payload),
                    chain.canonical_json(payload).decode(),
                    created_at,
                    chain.HASH_VERSION,
                    previous,
                    digest,
                )
            )
            previous = digest
        with conn.cursor() as cursor:
            cursor.executemany(insert, rows)
        conn.execute(
            "UPDATE l1_audit_chain_head SET last_seq = %s, last_hash = %s WHERE tenant_id = %s",
            [seq, previous, tenant_id],
        )


def settle_audit_log(env: Mapping[str, str] = os.environ) -> None:
    """``VACUUM (ANALYZE)`` the audit log, as its owner, once the seeded rows are in.

    A chain is verified at rest, long after its rows were written. Straight after a bulk insert
    the first reads still set every row's hint bits, and autovacuum wakes up within a minute to
    work through the same rows on the same two cores as the timed walks; settling the table
    first keeps both out of the measurement.
    """
    with psycopg.connect(app_conninfo(env, role=OWNER_ROLE), autocommit=True) as conn:
        conn.execute("VACUUM (ANALYZE) l1_audit_log")
