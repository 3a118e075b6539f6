from __future__ import annotations

import uuid

from django.contrib.postgres.fields import ArrayField
from django.db import models
from django.utils.translation import gettext_lazy as _

from governance.models import GrantedObjectPermission, Subject, TenantScoped


class Rubric(TenantScoped):
    """The named evaluation framework of a tenant (e.g. "CyberSkill employment rubric")."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    name = models.CharField(_("name"), max_length=200)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "rubric"
        verbose_name = _("rubric")
        verbose_name_plural = _("rubrics")
        permissions = [
            ("rubric_admin", "Create, edit, approve and publish the rubric"),
            ("rubric_reader", "Read the published versions of the rubric"),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "name"], name="rubric_name_unique_per_tenant"
            ),
        ]

    def __str__(self) -> str:
        return self.name


class RubricGrantPermission(GrantedObjectPermission):
    """Per-rubric grants, in django-guardian's direct-foreign-key form."""

    content_object = models.ForeignKey(Rubric, on_delete=models.CASCADE)

    class Meta(GrantedObjectPermission.Meta):
        db_table = "rubric_grant_permission"


class SourceDoc(models.TextChoices):
    LABOR_CONTRACT = "labor_contract", _("labor contract")
    NDA_IP = "nda_ip", _("NDA / non-compete / IP agreement")
    TOTAL_REWARDS_APPENDIX = "total_rewards_appendix", _("total rewards & career path appendix")


class ItemKind(models.TextChoices):
    OBLIGATION = "obligation", _("obligation")
    WORKING_TERM = "working_term", _("working term")
    KPI = "kpi", _("KPI")
    CAREER_MILESTONE = "career_milestone", _("career milestone")


class ObligationKind(models.TextChoices):
    CONFIDENTIALITY = "confidentiality", _("confidentiality")
    NON_COMPETE = "non_compete", _("non-compete")
    IP_ASSIGNMENT = "ip_assignment", _("IP assignment")


class CheckType(models.TextChoices):
    EVIDENCE_PRESENCE = "evidence_presence", _("evidence presence")
    THRESHOLD_NUMERIC = "threshold_numeric", _("numeric threshold")
    ATTESTATION = "attestation", _("attestation")
    PERIODIC_REVIEW = "periodic_review", _("periodic review")
    MILESTONE_REACHED = "milestone_reached", _("milestone reached")


class AuthoredBy(models.TextChoices):
    HUMAN = "human", _("human")
    GENIE = "genie", _("GENIE (AI draft)")


class VersionState(models.TextChoices):
    DRAFT = "draft", _("draft")
    APPROVED = "approved", _("approved")
    PUBLISHED = "published", _("published")
    SUPERSEDED = "superseded", _("superseded")
    WITHDRAWN = "withdrawn", _("withdrawn")


class VersionStatus(models.TextChoices):
    """Where a published version stands on a given date (computed, never stored): the
    lifecycle state says what happened to it, this says whether it applies that day."""

    SCHEDULED = "scheduled", _("scheduled")
    IN_FORCE = "in_force", _("in force")
    ENDED = "ended", _("ended")


def _in(field: str, choices: type[models.TextChoices]) -> models.Q:
    return models.Q(**{f"{field}__in": choices.values})


class RubricVersion(TenantScoped):
    """One effective-dated cut of a rubric. Immutable once published (enforced by triggers)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    rubric = models.ForeignKey(Rubric, on_delete=models.PROTECT, related_name="versions")
    version_no = models.PositiveIntegerField(_("version"))
    state = models.CharField(
        _("state"), max_length=16, choices=VersionState.choices, default=VersionState.DRAFT
    )
    effective_from = models.DateField(_("effective from"), null=True, blank=True)
    effective_to = models.DateField(_("effective to"), null=True, blank=True)
    revised_from = models.ForeignKey(
        "self", on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    created_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    approver_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    approved_at = models.DateTimeField(null=True, blank=True)
    # Content hash of exactly what was approved; publishing checks it still holds.
    approved_fingerprint = models.CharField(max_length=64, blank=True, default="")
    published_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    published_at = models.DateTimeField(null=True, blank=True)
    # Publish-time content hash; verify_rubric_integrity recomputes it.
    content_hash = models.CharField(max_length=64, blank=True, default="")
    # Everyone who added, edited or removed items of this version (separation of duties).
    contributor_ids = ArrayField(models.UUIDField(), default=list, blank=True)
    # A published version withdrawn before it took effect (it never applied to anyone).
    withdrawn_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    withdrawn_at = models.DateTimeField(null=True, blank=True)
    withdrawal_reason = models.TextField(blank=True, default="")

    class Meta:
        db_table = "rubric_version"
        verbose_name = _("rubric version")
        verbose_name_plural = _("rubric versions")
        ordering = ["rubric", "version_no"]
        indexes = [
            models.Index(
                fields=["rubric", "effective_from", "effective_to"],
                name="idx_rubric_version_effective",
            )
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["rubric", "version_no"], name="rubric_version_no_unique"
            ),
            models.CheckConstraint(
                condition=_in("state", VersionState), name="rubric_version_state_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(version_no__gte=1), name="rubric_version_no_positive"
            ),
            models.CheckConstraint(
                condition=models.Q(effective_to__isnull=True)
                | models.Q(effective_to__gt=models.F("effective_from")),
                name="rubric_version_interval_ordered",
            ),
            models.CheckConstraint(
                condition=models.Q(
                    state__in=["draft", "approved"],
                    effective_from__isnull=True,
                    effective_to__isnull=True,
                )
                | models.Q(
                    state__in=["published", "superseded", "withdrawn"],
                    effective_from__isnull=False,
                    approver_subject__isnull=False,
                    published_by_subject__isnull=False,
                    published_at__isnull=False,
                )
                & ~models.Q(content_hash=""),
                name="rubric_version_published_is_complete",
            ),
            models.CheckConstraint(
                condition=~models.Q(state="approved")
                | models.Q(approver_subject__isnull=False, approved_at__isnull=False)
                & ~models.Q(approved_fingerprint=""),
                name="rubric_version_approved_is_complete",
            ),
            models.CheckConstraint(
                condition=~models.Q(state="superseded") | models.Q(effective_to__isnull=False),
                name="rubric_version_superseded_has_end",
            ),
            models.CheckConstraint(
                condition=~models.Q(state="published") | models.Q(effective_to__isnull=True),
                name="rubric_version_published_is_open_ended",
            ),
            models.CheckConstraint(
                condition=~models.Q(state="withdrawn")
                | models.Q(withdrawn_by_subject__isnull=False, withdrawn_at__isnull=False)
                & models.Q(withdrawal_reason__regex=r"\S"),
                name="rubric_version_withdrawn_is_complete",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.rubric} v{self.version_no} ({self.state})"


class DocumentLayout(models.TextChoices):
    INTERLEAVED = "interleaved", _("Vietnamese paragraph, then its English translation")
    TABLE = "table", _("two-column table, Vietnamese | English")
    SEPARATE = "separate", _("two files, Vietnamese and English")


class SignedDocument(TenantScoped):
    """One version of a signed document of the tenant, as imported: immutable (a trigger
    refuses changes); an amendment is the next version of the same kind."""

    # Added by modeltranslation (see translation.py); declared here for type checkers.
    title_vi: str
    title_en: str | None

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(_("document"), max_length=32, choices=SourceDoc.choices)
    version_no = models.PositiveIntegerField(_("version"))
    signed_on = models.DateField(_("signed on"))
    title = models.TextField(_("title"), null=True, blank=True)  # noqa: DJ001
    layout = models.CharField(_("layout"), max_length=16, choices=DocumentLayout.choices)
    # The fingerprint a citation pins: SHA-256 over the original file(s), in import order.
    sha256 = models.CharField(_("SHA-256"), max_length=64)
    clause_count = models.PositiveIntegerField(_("clauses"))
    # Alignment problems the parser reported at import (codes, refs, messages), for review.
    import_problems = models.JSONField(default=list, blank=True)
    # A change-only appendix ("Sửa đổi khoản 1 Điều 3 như sau: …") applied to the version it
    # amends: that version's number, the appendix's titles and each change (op, clause_ref,
    # appendix_ref). The clauses stored are the text as amended; the files are the appendix.
    # Empty for a whole text.
    amendment = models.JSONField(default=dict, blank=True)
    # The number the contract bears ("15/2026/HĐLĐ"), as its whole text states it; an
    # amendment keeps the number of the contract it amends. Empty when not stated (or imported
    # before numbers were read): unknown, so no appendix is refused for naming another.
    contract_number = models.CharField(_("contract number"), max_length=64, blank=True, default="")
    imported_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    imported_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "signed_document"
        verbose_name = _("signed document")
        verbose_name_plural = _("signed documents")
        ordering = ["kind", "-version_no"]
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "kind", "version_no"], name="signed_document_version_unique"
            ),
            models.CheckConstraint(
                condition=_in("kind", SourceDoc), name="signed_document_kind_valid"
            ),
            models.CheckConstraint(
                condition=_in("layout", DocumentLayout), name="signed_document_layout_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(sha256__regex=r"^[0-9a-f]{64}$"),
                name="signed_document_sha256_hex",
            ),
            models.CheckConstraint(
                condition=models.Q(version_no__gte=1), name="signed_document_version_positive"
            ),
        ]

    def __str__(self) -> str:
        return f"{SourceDoc(self.kind).label} v{self.version_no} ({self.signed_on})"


class SignedDocumentWithdrawal(TenantScoped):
    """An import withdrawn as a mistake (the wrong employee's contract, an unsigned draft): the
    version before it is again the text citations are checked against. The withdrawn version
    stays, as imported, with its audit row; this row says who withdrew it, when and why.
    Never changed or deleted (a trigger refuses it)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    document = models.OneToOneField(
        SignedDocument, on_delete=models.PROTECT, related_name="withdrawal"
    )
    reason = models.TextField(_("reason"))
    # NULL: an operator at the command line.
    withdrawn_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    withdrawn_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "signed_document_withdrawal"
        verbose_name = _("withdrawn import")
        verbose_name_plural = _("withdrawn imports")
        constraints = [
            models.CheckConstraint(
                condition=models.Q(reason__regex=r"\S"), name="signed_document_withdrawal_reason"
            ),
        ]

    def __str__(self) -> str:
        return f"withdrawal of {self.document_id}"


class SignedDocumentFile(TenantScoped):
    """An original file exactly as signed (one bilingual file, or the Vietnamese and the
    English file of a two-file document)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    document = models.ForeignKey(SignedDocument, on_delete=models.PROTECT, related_name="files")
    language = models.CharField(max_length=9)  # bilingual | vi | en
    filename = models.CharField(max_length=255)
    media_type = models.CharField(max_length=100)
    content = models.BinaryField()
    sha256 = models.CharField(max_length=64)
    size = models.PositiveBigIntegerField()

    class Meta:
        db_table = "signed_document_file"
        constraints = [
            models.UniqueConstraint(
                fields=["document", "language"], name="signed_document_file_once_per_language"
            ),
            models.CheckConstraint(
                condition=models.Q(language__in=["bilingual", "vi", "en"]),
                name="signed_document_file_language_valid",
            ),
        ]


class DocumentClause(TenantScoped):
    """One clause of a signed document: its canonical reference (``§4.2(a)``), the label as
    written in each language, and its own text in each language (children excluded)."""

    # Added by modeltranslation (see translation.py); declared here for type checkers.
    text_vi: str
    text_en: str | None
    label_vi: str | None
    label_en: str | None

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    document = models.ForeignKey(SignedDocument, on_delete=models.PROTECT, related_name="clauses")
    ref = models.CharField(_("clause"), max_length=64)
    label = models.CharField(_("label"), max_length=100, null=True, blank=True)  # noqa: DJ001
    text = models.TextField(_("text"), null=True, blank=True)  # noqa: DJ001
    parent = models.ForeignKey(
        "self", on_delete=models.PROTECT, null=True, blank=True, related_name="children"
    )
    position = models.PositiveIntegerField()

    class Meta:
        db_table = "document_clause"
        verbose_name = _("clause")
        verbose_name_plural = _("clauses")
        ordering = ["document", "position"]
        constraints = [
            models.UniqueConstraint(fields=["document", "ref"], name="document_clause_ref_unique"),
        ]

    def __str__(self) -> str:
        return self.ref


def needs_acceptance(
    authored_by: str, machine_edited_by_subject_id: object, accepted_at: object
) -> bool:
    """Whether an item with these values awaits a person's acceptance: a machine wrote or
    changed it (GENIE, a service account) and no person accepted it since. Also read from raw
    rows (the API's rendering), hence a function of the values."""
    machine_touched = authored_by == AuthoredBy.GENIE or machine_edited_by_subject_id is not None
    return machine_touched and accepted_at is None


class RubricItem(TenantScoped):
    """One checkable obligation, working term, KPI or career milestone, citing its clause.

    ``title``, ``description`` and ``source_quote`` are bilingual through django-modeltranslation
    (``*_vi`` legally operative and required, ``*_en`` the working translation).
    """

    # Added by modeltranslation (see translation.py); declared here for type checkers.
    title_vi: str
    title_en: str | None
    description_vi: str | None
    description_en: str | None
    source_quote_vi: str | None
    source_quote_en: str | None

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    rubric_version = models.ForeignKey(
        RubricVersion, on_delete=models.PROTECT, related_name="items"
    )
    # The same item across versions: a revision copies it, so diffs can follow it.
    lineage_id = models.UUIDField(default=uuid.uuid4)
    position = models.PositiveIntegerField(default=0)
    # Citation (every item names its clause).
    source_doc = models.CharField(_("source document"), max_length=32, choices=SourceDoc.choices)
    clause_ref = models.CharField(_("clause"), max_length=64, blank=True, default="")
    source_quote = models.TextField(_("verbatim quote"), null=True, blank=True)  # noqa: DJ001
    # Classification.
    item_kind = models.CharField(_("kind"), max_length=32, choices=ItemKind.choices)
    obligation_kind = models.CharField(  # noqa: DJ001 - NULL: not an obligation
        _("obligation kind"), max_length=32, choices=ObligationKind.choices, null=True, blank=True
    )
    # Check descriptor consumed by the evaluation service.
    check_type = models.CharField(_("check type"), max_length=32, choices=CheckType.choices)
    check_params = models.JSONField(_("check parameters"), default=dict, blank=True)
    weight = models.DecimalField(_("weight"), max_digits=5, decimal_places=2)
    # Bilingual text (modeltranslation adds the _vi/_en columns).
    title = models.TextField(_("title"), null=True, blank=True)  # noqa: DJ001
    description = models.TextField(_("description"), null=True, blank=True)  # noqa: DJ001
    # Provenance and human review.
    authored_by = models.CharField(
        max_length=8, choices=AuthoredBy.choices, default=AuthoredBy.HUMAN
    )
    genie_confidence = models.DecimalField(max_digits=4, decimal_places=3, null=True, blank=True)
    needs_clause_ref = models.BooleanField(default=False)
    created_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    edited_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    accepted_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    accepted_at = models.DateTimeField(null=True, blank=True)
    # The last service account (automation) that changed the item: what a machine changed,
    # a person accepts again, whoever wrote the item first.
    machine_edited_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    # The document version the citation was verified against (its SHA-256 pins the text);
    # NULL while the tenant has not imported that document.
    cited_document = models.ForeignKey(
        SignedDocument, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    # An amendment changed the cited clause since it was verified: a person reviews it.
    citation_stale = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        db_table = "rubric_item"
        verbose_name = _("rubric item")
        verbose_name_plural = _("rubric items")
        ordering = ["rubric_version", "position", "created_at"]
        indexes = [models.Index(fields=["rubric_version"], name="idx_rubric_item_version")]
        constraints = [
            models.UniqueConstraint(
                fields=["rubric_version", "lineage_id"], name="rubric_item_lineage_once_per_version"
            ),
            models.CheckConstraint(
                condition=_in("source_doc", SourceDoc), name="rubric_item_source_doc_valid"
            ),
            models.CheckConstraint(
                condition=_in("item_kind", ItemKind), name="rubric_item_kind_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(obligation_kind__isnull=True)
                | _in("obligation_kind", ObligationKind),
                name="rubric_item_obligation_kind_valid",
            ),
            models.CheckConstraint(
                condition=~models.Q(item_kind="obligation")
                | models.Q(obligation_kind__isnull=False),
                name="rubric_item_obligation_needs_kind",
            ),
            models.CheckConstraint(
                condition=_in("check_type", CheckType), name="rubric_item_check_type_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(weight__gte=0), name="rubric_item_weight_non_negative"
            ),
            models.CheckConstraint(
                condition=_in("authored_by", AuthoredBy), name="rubric_item_authored_by_valid"
            ),
            models.CheckConstraint(
                condition=models.Q(genie_confidence__isnull=True)
                | models.Q(genie_confidence__gte=0, genie_confidence__lte=1),
                name="rubric_item_confidence_in_range",
            ),
            models.CheckConstraint(
                condition=models.Q(needs_clause_ref=True) | models.Q(clause_ref__regex=r"\S"),
                name="rubric_item_cited_or_flagged",
            ),
            models.CheckConstraint(
                condition=models.Q(title_vi__isnull=False, title_vi__regex=r"\S"),
                name="rubric_item_title_vi_required",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.clause_ref or '?'} {self.title_vi}"

    @property
    def needs_acceptance(self) -> bool:
        """A machine wrote or changed it (GENIE, a service account) and no person accepted it
        since."""
        return needs_acceptance(
            self.authored_by, self.machine_edited_by_subject_id, self.accepted_at
        )


class DismissedProposal(TenantScoped):
    """A GENIE proposal a person deleted from a draft: GENIE does not store the same clause with
    the same check (``source_doc``, ``clause_ref``, ``check_type``) again in that draft or in any
    later version of the rubric, unless the clause reads differently now than in the text the
    deleted item cited (``cited_document``). Written by ``remove_item`` beside its audit row;
    never changed or deleted (a trigger refuses it). A person may still add such an item."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    rubric = models.ForeignKey(Rubric, on_delete=models.PROTECT, related_name="+")
    # The version the item was deleted from: the dismissal holds there and in later versions.
    version_no = models.PositiveIntegerField(_("version"))
    item_lineage_id = models.UUIDField()
    source_doc = models.CharField(_("source document"), max_length=32, choices=SourceDoc.choices)
    clause_ref = models.CharField(_("clause"), max_length=64)
    check_type = models.CharField(_("check type"), max_length=32, choices=CheckType.choices)
    # The deleted item's Vietnamese quote: of a clause's two proposals with one check (a
    # deadline and a report, say), it tells which one the person rejected. Empty on rows
    # recorded before it was kept: those speak for every proposal of the clause and check.
    source_quote_vi = models.TextField(blank=True, default="")
    # The version of the signed document the deleted item's citation was verified against.
    cited_document = models.ForeignKey(
        SignedDocument, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    # NULL: an operator at the command line.
    dismissed_by_subject = models.ForeignKey(
        Subject, on_delete=models.PROTECT, null=True, blank=True, related_name="+"
    )
    dismissed_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "rubric_dismissed_proposal"
        verbose_name = _("dismissed proposal")
        verbose_name_plural = _("dismissed proposals")
        indexes = [
            models.Index(
                fields=["rubric", "source_doc", "clause_ref", "check_type"],
                name="idx_rubric_dismissed_key",
            )
        ]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(clause_ref__regex=r"\S"), name="rubric_dismissed_is_cited"
            ),
            models.CheckConstraint(
                condition=models.Q(version_no__gte=1), name="rubric_dismissed_version_positive"
            ),
            models.CheckConstraint(
                condition=_in("source_doc", SourceDoc), name="rubric_dismissed_source_doc_valid"
            ),
            models.CheckConstraint(
                condition=_in("check_type", CheckType), name="rubric_dismissed_check_type_valid"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.source_doc} {self.clause_ref} {self.check_type}"
