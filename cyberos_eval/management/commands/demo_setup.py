from __future__ import annotations

import datetime as dt
import os
from pathlib import Path
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
from rubric.genie.proposer import Proposal
from rubric.genie.rules import RulesProposer
from rubric.genie.service import GenieMode, draft_from_documents, propose_items
from rubric.management.commands._common import amendment_lines
from rubric.models import Rubric, RubricVersion, SignedDocument
from rubric.services import accept_item, create_rubric, publish_version, start_revision, update_item
from rubric.services.documents import DocumentImport, import_signed_document

DEMO_TENANT_NAME = "CyberSkill (demo)"
DEMO_FOUNDER_USERNAME = "founder"
DEMO_FOUNDER_PASSWORD_DEFAULT = "cyberos-demo-2026"  # noqa: S105 - a published demo login
DEMO_RUBRIC_NAME = "CyberSkill employment rubric"
DEMO_SERVICE_USERNAME = "eval-svc"
DEMO_SERVICE_BASIS = "Evaluation service reads the standard in force (demo)"
SIGNED = Path(__file__).resolve().parents[3] / "rubric" / "genie" / "data" / "signed"
DEMO_SIGNED_ON = dt.date(2026, 1, 1)
DEMO_DOCUMENTS = (
    ("labor_contract", "labor_contract.docx", None),
    ("nda_ip", "nda_ip.md", None),
    ("total_rewards_appendix", "total_rewards_appendix.vi.md", "total_rewards_appendix.en.md"),
)
# The NDA re-signed mid-year with an article inserted before Điều 9, renumbering the ones after
# it: the draft's citations of them move to their clauses' new numbers (the import's review).
DEMO_AMENDMENT = ("nda_ip", "nda_ip.amended-2026-07-01.md", dt.date(2026, 7, 1))
# The labor contract's appendix No. 01, listing only its changes (the pay day moved to the 10th,
# a remote-work clause added), as Art. 22 of the Labor Code has contracts amended: applied to
# the contract, whose version 2 is the text as amended. v2 cites neither clause: nothing stale.
DEMO_APPENDIX = ("labor_contract", "labor_contract.appendix-01-2026-09-01.md", dt.date(2026, 9, 1))
# What a language model might answer: a clause that is not in the signed labor contract. The
# grounding verifier stores it without the citation, for the founder to cite by hand.
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


def ensure_demo_documents(founder: Subject) -> None:
    """The three signed demo documents (rubric/genie/data/signed), imported once."""
    with tenant_context(founder.tenant_id):
        imported = set(SignedDocument.objects.values_list("kind", flat=True))
    for kind, file, file_en in DEMO_DOCUMENTS:
        if kind not in imported:
            import_signed_document(
                actor=OPERATOR,
                tenant=founder.tenant,
                kind=kind,
                signed_on=DEMO_SIGNED_ON,
                file=SIGNED / file,
                file_en=SIGNED / file_en if file_en else None,
            )


def ensure_demo_rubric(founder: Subject) -> tuple[RubricVersion, RubricVersion]:
    """A published v1 (effective 2026-01-01: GENIE's proposals from the NDA and the labor
    contract, each accepted) and a draft v2 in which GENIE proposed the appendix's KPIs and
    career milestones, plus one proposal whose citation it could not ground (needs_clause_ref),
    all awaiting the founder's review."""
    with tenant_context(founder.tenant_id):
        rubric = Rubric.objects.filter(name=DEMO_RUBRIC_NAME).first()
        if rubric is not None:
            versions = list(rubric.versions.order_by("version_no"))
            return versions[0], versions[-1]
        v1 = create_rubric(actor=founder, tenant=founder.tenant, name=DEMO_RUBRIC_NAME)
        report = draft_from_documents(
            actor=founder,
            version=v1,
            documents=["nda_ip", "labor_contract"],
            proposer=RulesProposer(),
            mode=GenieMode.ON,
        )
        for item in report.items:
            accept_item(actor=founder, item=item)
        v1 = publish_version(actor=founder, version=v1, effective_from=DEMO_SIGNED_ON)

        v2 = start_revision(actor=founder, version=v1)
        confidentiality = v2.items.filter(obligation_kind="confidentiality").first()
        if confidentiality is not None:
            update_item(actor=founder, item=confidentiality, changes={"weight": "15"})
        draft_from_documents(
            actor=founder,
            version=v2,
            documents=["total_rewards_appendix"],
            proposer=RulesProposer(),
            mode=GenieMode.ON,
        )
        propose_items(
            actor=founder,
            version=v2,
            proposals=[UNGROUNDED_PROPOSAL],
            proposer_name="demo: a citation a model invented",
        )
        return v1, v2


def ensure_demo_amendment(
    founder: Subject, amendment: tuple[str, str, dt.date] = DEMO_AMENDMENT
) -> DocumentImport | None:
    """An amendment (the NDA's, or the labor contract's appendix), imported once, after the
    draft v2 cites the first text; None when an earlier run imported it."""
    kind, file, signed_on = amendment
    with tenant_context(founder.tenant_id):
        if SignedDocument.objects.filter(kind=kind, signed_on=signed_on).exists():
            return None
    return import_signed_document(
        actor=OPERATOR, tenant=founder.tenant, kind=kind, signed_on=signed_on, file=SIGNED / file
    )


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
        ensure_demo_documents(founder)
        v1, v2 = ensure_demo_rubric(founder)
        amendment = ensure_demo_amendment(founder)
        appendix = ensure_demo_amendment(founder, DEMO_APPENDIX)
        token = ensure_demo_service_token(founder)
        self.stdout.write(self.style.SUCCESS("Demo ready."))
        self.stdout.write(f"  admin:    {url}")
        if url.endswith("/admin/"):
            self.stdout.write(f"  API docs: {url.removesuffix('admin/')}api/docs/")
        self.stdout.write(f"  username: {founder.user.username}")
        self.stdout.write(f"  password: {password}")
        self.stdout.write(
            f"  rubric:   {DEMO_RUBRIC_NAME} ({v1.rubric_id}): v{v1.version_no} published from "
            f"{v1.effective_from}, v{v2.version_no} {v2.state} awaiting review"
        )
        if amendment is not None:
            moved = ", ".join(
                f"{each['from']} → {each['to']}" for each in amendment.renumbered_items
            )
            self.stdout.write(
                f"  amended:  {amendment.document.kind} v{amendment.document.version_no} signed "
                f"{amendment.document.signed_on} renumbered the clauses v{v2.version_no} cites: "
                f"{moved or 'none'}; {len(amendment.stale_items)} stale for review"
            )
        if appendix is not None:
            document = appendix.document
            done = ", ".join(line.strip() for line in amendment_lines(appendix.amendment)[1:])
            self.stdout.write(
                f"  appendix: {document.kind} v{document.version_no} signed {document.signed_on} "
                f"is v{appendix.amendment['amends_version']} as its appendix amends it: {done}; "
                f"{len(appendix.stale_items)} stale for review"
            )
        self.stdout.write(f"  tenant:   {DEMO_TENANT_NAME} ({founder.tenant_id})")
        self.stdout.write(
            f"  API:      a new token of service account {DEMO_SERVICE_USERNAME} (rubric_reader), "
            'shown once; paste this line into a second terminal (README, "For the evaluation '
            'service"; the tokens of earlier runs: manage.py api_tokens, revoke_api_token):'
        )
        self.stdout.write(f"export TENANT={founder.tenant_id} RUBRIC={v1.rubric_id} TOKEN={token}")
