from __future__ import annotations

import datetime as dt
import os
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from cyberos_eval.tenancy import tenant_context
from governance.access import has_access
from governance.actors import OPERATOR
from governance.models import Role, Subject, Tenant
from governance.selectors import subject_by_username, subject_for_user
from governance.services import (
    create_api_token,
    create_founder,
    create_service_account,
    create_tenant,
    issue_grant,
)
from rubric.genie.documents import demo_document_set
from rubric.genie.proposer import KeywordProposer, Proposal
from rubric.genie.service import draft_from_documents
from rubric.models import Rubric, RubricVersion
from rubric.services import accept_item, create_rubric, publish_version, start_revision, update_item

DEMO_TENANT_NAME = "CyberSkill (demo)"
DEMO_FOUNDER_USERNAME = "founder"
DEMO_FOUNDER_PASSWORD_DEFAULT = "cyberos-demo-2026"  # noqa: S105 - a published demo login
DEMO_RUBRIC_NAME = "CyberSkill employment rubric"
DEMO_SERVICE_USERNAME = "eval-svc"
DEMO_SERVICE_BASIS = "Evaluation service reads the standard in force (demo)"
# A proposal the drafter cannot ground: its clause is not in the signed labor contract.
UNGROUNDED_PROPOSAL = Proposal(
    "labor_contract",
    "§9.9",
    {
        "item_kind": "working_term",
        "check_type": "attestation",
        "check_params": {"attested_by": "manager", "period": "quarterly"},
        "weight": "5",
        "title_vi": "Tuân thủ nội quy lao động",
        "title_en": "Follows the workplace rules",
    },
    0.41,
)


def ensure_demo(password: str) -> Subject:
    """The demo tenant and its founder, created once; later runs find them again."""
    user = get_user_model().objects.filter(username=DEMO_FOUNDER_USERNAME).first()
    if user is not None:
        existing = subject_for_user(user)
        if existing is not None:
            return existing
    tenant = create_tenant(name=DEMO_TENANT_NAME)
    return create_founder(
        tenant=tenant, username=DEMO_FOUNDER_USERNAME, password=password, display_name="Founder"
    )


def ensure_demo_rubric(founder: Subject) -> tuple[RubricVersion, RubricVersion]:
    """A published v1 (effective 2026-01-01, from the NDA and the labor contract) and a draft
    v2 in which GENIE proposed the appendix's KPI and milestone, plus one ungrounded item."""
    with tenant_context(founder.tenant_id):
        rubric = Rubric.objects.filter(name=DEMO_RUBRIC_NAME).first()
        if rubric is not None:
            versions = list(rubric.versions.order_by("version_no"))
            return versions[0], versions[-1]
        documents = demo_document_set()
        v1 = create_rubric(actor=founder, tenant=founder.tenant, name=DEMO_RUBRIC_NAME)
        report = draft_from_documents(
            actor=founder,
            version=v1,
            documents=documents.only("nda_ip", "labor_contract"),
            proposer=KeywordProposer(),
        )
        for item in report.items:
            accept_item(actor=founder, item=item)
        v1 = publish_version(actor=founder, version=v1, effective_from=dt.date(2026, 1, 1))

        v2 = start_revision(actor=founder, version=v1)
        confidentiality = v2.items.get(clause_ref="§4.2")
        update_item(actor=founder, item=confidentiality, changes={"weight": "15"})
        draft_from_documents(
            actor=founder,
            version=v2,
            documents=documents,
            proposer=_AppendixProposer(),
        )
        return v1, v2


def ensure_demo_service_token(founder: Subject) -> str:
    """A fresh API token of the demo's service account, which holds a tenant-wide
    rubric_reader grant. The first run creates the account and its grant; every later run
    issues one more token (earlier ones keep working: the secret is shown only once)."""
    with tenant_context(founder.tenant_id):
        account = subject_by_username(DEMO_SERVICE_USERNAME)
        if account is None:
            issued = create_service_account(
                actor=OPERATOR,
                tenant=Tenant.objects.get(pk=founder.tenant_id),
                username=DEMO_SERVICE_USERNAME,
                display_name="Evaluation service (demo)",
            )
            account = issued.token.subject
        else:
            issued = create_api_token(actor=OPERATOR, subject=account, label="make demo")
        if not has_access(account, Role.RUBRIC_READER):
            issue_grant(
                actor=OPERATOR, subject=account, role=Role.RUBRIC_READER, basis=DEMO_SERVICE_BASIS
            )
    return issued.secret


class _AppendixProposer(KeywordProposer):
    def __init__(self) -> None:
        super().__init__(extra=[UNGROUNDED_PROPOSAL])

    def propose(self, documents: Any, *, progress: Any = None) -> list[Proposal]:
        return super().propose(documents.only("total_rewards_appendix"))


class Command(BaseCommand):
    help = (
        "Create the demo tenant, its founder login and a rubric with a published v1 and a "
        "draft v2 awaiting approval (idempotent), and print how to sign in."
    )

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--url", default="http://127.0.0.1:8000/admin/")

    def handle(self, *args: Any, url: str, **options: Any) -> None:
        password = os.environ.get("DEMO_FOUNDER_PASSWORD", DEMO_FOUNDER_PASSWORD_DEFAULT)
        founder = ensure_demo(password)
        v1, v2 = ensure_demo_rubric(founder)
        token = ensure_demo_service_token(founder)
        self.stdout.write(self.style.SUCCESS("Demo ready."))
        self.stdout.write(f"  admin:    {url}")
        self.stdout.write(f"  username: {founder.user.username}")
        self.stdout.write(f"  password: {password}")
        self.stdout.write(
            f"  rubric:   {DEMO_RUBRIC_NAME} ({v1.rubric_id}): v{v1.version_no} published from "
            f"{v1.effective_from}, v{v2.version_no} {v2.state} awaiting review"
        )
        self.stdout.write(f"  tenant:   {DEMO_TENANT_NAME} ({founder.tenant_id})")
        self.stdout.write(
            f"  API:      a new token of service account {DEMO_SERVICE_USERNAME} (rubric_reader), "
            'shown once; paste this line into a second terminal (README, "For the evaluation '
            'service"):'
        )
        self.stdout.write(f"export TENANT={founder.tenant_id} RUBRIC={v1.rubric_id} TOKEN={token}")
