"""An amendment that only renumbers a clause (an article inserted before it) moves the draft
citations of that clause to its new reference; anything less certain is flagged stale."""

from __future__ import annotations

import pytest
from django.utils import translation

from audit.models import AuditEntry
from cyberos_eval.errors import ValidationFailed
from cyberos_eval.tenancy import tenant_context
from rubric.models import SignedDocument
from rubric.presentation import amended_how
from rubric.services import add_item, approve_version, revert_to_draft, start_revision
from tests.documents.test_import import JOB, LEAVE, WORKING_TIME
from tests.factories import SMALL_LABOR_CONTRACT, import_document, import_printed
from tests.rubric.conftest import publish

pytestmark = pytest.mark.django_db

HOURS = WORKING_TIME
WHOLE_ARTICLE = HOURS | {"clause_ref": "§4", "title_vi": "Điều 4", "title_en": "Article 4"}

INSERTED_ARTICLE = """## Điều 4. Địa điểm làm việc

Article 4. Place of work

Người lao động làm việc tại văn phòng Quận 1.

The employee works at the District 1 office.

"""


def renumbered(contract: str = SMALL_LABOR_CONTRACT, *, heading: str = "Thời giờ làm việc") -> str:
    """The small contract with a new Điều 4 inserted: the old Điều 4 becomes Điều 5, word for
    word (its Vietnamese heading given)."""
    moved = (
        contract.replace("## Điều 4. Thời giờ làm việc", f"## Điều 5. {heading}")
        .replace("Article 4. Working time", "Article 5. Working time")
        .replace("4.1. ", "5.1. ")
        .replace("4.2. ", "5.2. ")
    )
    return moved.replace("## Điều 5.", INSERTED_ARTICLE + "## Điều 5.", 1)


def test_a_renumbered_clause_takes_its_citations_to_its_new_reference(
    draft, founder, tmp_path
) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    article = add_item(actor=founder, version=draft, data=WHOLE_ARTICLE)
    job = add_item(actor=founder, version=draft, data=JOB)
    path = tmp_path / "v2.md"
    path.write_text(renumbered(), encoding="utf-8")
    printed = import_printed(founder.tenant_id, path, signed_on="2026-06-01")
    assert "2 draft item(s) still supported: re-pinned" in printed, printed
    assert f"renumbered: item {hours.pk} now cites §5.1 (was §4.1)" in printed, printed
    # The article right after the inserted one no longer follows the article it followed.
    assert f"stale: item {article.pk} cites §4," in printed, printed
    with tenant_context(founder.tenant):
        second = SignedDocument.objects.get(kind="labor_contract", version_no=2)
        for item in (hours, article, job):
            item.refresh_from_db()
        (row,) = AuditEntry.objects.filter(
            kind="eval.signed_document_imported", payload__version_no=2
        )
    assert (hours.clause_ref, hours.citation_stale, hours.cited_document_id) == (
        "§5.1",
        False,
        second.pk,
    )
    assert (article.clause_ref, article.citation_stale) == ("§4", True)
    assert (job.clause_ref, job.cited_document_id) == ("§1", second.pk)  # not moved
    assert row.payload["renumbered_items"] == [
        {"rubric_item_id": str(hours.pk), "from": "§4.1", "to": "§5.1"}
    ]
    assert row.payload["reworded_items"] == []  # a move is no first check
    assert [entry["rubric_item_id"] for entry in row.payload["stale_items"]] == [str(article.pk)]


def test_a_renumbered_article_after_the_same_article_moves(draft, founder, tmp_path) -> None:
    """An article inserted before Điều 1: Điều 4 (now 5) still follows the article it
    followed (Điều 1, now 2), so its citation moves; Điều 1 (now 2) does not, and is stale."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    article = add_item(actor=founder, version=draft, data=WHOLE_ARTICLE)
    job = add_item(actor=founder, version=draft, data=JOB)
    shifted = (
        SMALL_LABOR_CONTRACT.replace(
            "## Điều 1. Công việc",
            INSERTED_ARTICLE.replace("Điều 4.", "Điều 1.").replace("Article 4.", "Article 1.")
            + "## Điều 2. Công việc",
        )
        .replace("Article 1. Job", "Article 2. Job")
        .replace("## Điều 4.", "## Điều 5.")
        .replace("Article 4.", "Article 5.")
        .replace("4.1. ", "5.1. ")
        .replace("4.2. ", "5.2. ")
    )
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", shifted, signed_on="2026-06-01", name="v2.md"
    )
    assert amendment.renumbered_items == [
        {"rubric_item_id": str(article.pk), "from": "§4", "to": "§5"}
    ]
    assert [item.pk for item in amendment.stale_items] == [job.pk]


def test_a_clause_naming_the_one_above_it_is_stale_when_a_clause_is_inserted_before_it(
    draft, founder, tmp_path
) -> None:
    """ "The leave in the clause above" meant annual leave; with sick leave inserted above it,
    the same words mean something else: the moved clause is a person's to check."""
    contract = SMALL_LABOR_CONTRACT + (
        "\n4.3. Số ngày nghỉ nêu tại khoản trên được tăng thêm 01 ngày cho mỗi 05 năm làm việc.\n"
        "\n4.3. The leave in the clause above increases by 1 day for every 5 years of service.\n"
    )
    import_document(founder.tenant, tmp_path, "labor_contract", contract)
    extra = add_item(
        actor=founder,
        version=draft,
        data=HOURS
        | {
            "clause_ref": "§4.3",
            "source_quote_vi": "được tăng thêm 01 ngày cho mỗi 05 năm làm việc",
            "source_quote_en": "increases by 1 day for every 5 years of service",
        },
    )
    sick = contract.replace(
        "4.3. Số ngày nghỉ",
        "4.3. Người lao động được nghỉ ốm theo quy định.\n\n4.3. The "
        "employee is entitled to sick leave as the law provides.\n\n4.4. Số ngày nghỉ",
    ).replace("4.3. The leave in", "4.4. The leave in")
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", sick, signed_on="2026-06-01", name="v2.md"
    )
    assert amendment.renumbered_items == []
    assert [item.pk for item in amendment.stale_items] == [extra.pk]


def test_a_renumbered_clause_under_a_changed_heading_is_stale(draft, founder, tmp_path) -> None:
    """The same words under another heading may not say the same thing: a person decides."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    amendment = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        renumbered(heading="Thời giờ làm việc của nhân viên thử việc"),
        signed_on="2026-06-01",
        name="v2.md",
    )
    assert [item.pk for item in amendment.stale_items] == [hours.pk]
    assert amendment.renumbered_items == []
    with tenant_context(founder.tenant):
        hours.refresh_from_db()
    assert (hours.clause_ref, hours.citation_stale) == ("§4.1", True)


def test_a_clause_whose_words_appear_twice_after_renumbering_is_stale(
    draft, founder, tmp_path
) -> None:
    """Two clauses reading alike: which one the citation meant is a person's call."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    twice = (
        renumbered()
        + "\n5.3. Thời giờ làm việc không quá 40 giờ/tuần, từ thứ Hai đến thứ Sáu.\n\n"
        + "5.3. Working time does not exceed 40 hours per week, Monday to Friday.\n"
    )
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", twice, signed_on="2026-06-01", name="v2.md"
    )
    assert [item.pk for item in amendment.stale_items] == [hours.pk]
    assert amendment.renumbered_items == []


def test_a_renumbered_clause_whose_words_changed_is_stale(draft, founder, tmp_path) -> None:
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    changed = (
        renumbered()
        .replace("không quá 40 giờ/tuần", "không quá 44 giờ/tuần")
        .replace("does not exceed 40 hours", "does not exceed 44 hours")
    )
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", changed, signed_on="2026-06-01", name="v2.md"
    )
    assert [item.pk for item in amendment.stale_items] == [hours.pk]
    assert amendment.renumbered_items == []


def test_a_clause_whose_heading_changed_in_place_is_stale(draft, founder, tmp_path) -> None:
    """§4.1 word for word, but now under "working time of probationers": it may no longer say
    what the item checks."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    job = add_item(actor=founder, version=draft, data=JOB)
    retitled = SMALL_LABOR_CONTRACT.replace(
        "## Điều 4. Thời giờ làm việc", "## Điều 4. Thời giờ làm việc của nhân viên thử việc"
    ).replace("Article 4. Working time", "Article 4. Working time of probationers")
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", retitled, signed_on="2026-06-01", name="v2.md"
    )
    assert [item.pk for item in amendment.stale_items] == [hours.pk]
    assert amendment.repinned_items == 1  # the job's clause
    with tenant_context(founder.tenant):
        job.refresh_from_db()
    assert not job.citation_stale


def test_reverting_and_revising_move_citations_of_a_renumbered_clause(
    draft, founder, tmp_path
) -> None:
    """An approved version is frozen when the amendment comes: reverting it re-checks its
    citations (the renumbered one moves, and it publishes); a revision of it started after the
    amendment copies the citation already moved."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    approve_version(actor=founder, version=draft)
    import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        renumbered(),
        signed_on="2026-06-01",
        name="v2.md",
    )
    revert_to_draft(actor=founder, version=draft, reason="the contract was amended")
    with tenant_context(founder.tenant):
        hours.refresh_from_db()
        reverted = AuditEntry.objects.filter(payload__action="reverted_to_draft").get()
    assert (hours.clause_ref, hours.citation_stale) == ("§5.1", False)
    assert reverted.payload["citations_renumbered"] == [
        {"rubric_item_id": str(hours.pk), "from": "§4.1", "to": "§5.1"}
    ]
    published = publish(draft, founder, "2026-07-01")
    assert published.state == "published"

    # A third text renumbers again (Điều 5 → Điều 6); the revision's copy follows it.
    again = (
        renumbered()
        .replace("## Điều 4. Địa điểm", "## Điều 2. Địa điểm")
        .replace("Article 4. Place", "Article 2. Place")
    )
    again = (
        again.replace(
            "## Điều 5.",
            "## Điều 4. Điều khoản bổ sung\n\nArticle 4. Additional terms"
            "\n\nCác bên có thể thỏa thuận thêm bằng văn bản.\n\nThe parties may agree further in "
            "writing.\n\n## Điều 6.",
        )
        .replace("Article 5. Working", "Article 6. Working")
        .replace("5.1. ", "6.1. ")
        .replace("5.2. ", "6.2. ")
    )
    import_document(
        founder.tenant, tmp_path, "labor_contract", again, signed_on="2026-08-01", name="v3.md"
    )
    revision = start_revision(actor=founder, version=published)
    with tenant_context(founder.tenant):
        (copy,) = revision.items.all()
        started = AuditEntry.objects.filter(payload__action="revision_started").get()
    assert (copy.clause_ref, copy.citation_stale) == ("§6.1", False)
    assert started.payload["citations_renumbered"] == [
        {"rubric_item_id": str(copy.pk), "from": "§5.1", "to": "§6.1"}
    ]


ABOVE = {
    "clause_ref": "§4.3",
    "source_quote_vi": "được tăng thêm 01 ngày cho mỗi 05 năm làm việc",
    "source_quote_en": "increases by 1 day for every 5 years of service",
}
NAMING_THE_ONE_ABOVE = SMALL_LABOR_CONTRACT + (
    "\n4.3. Số ngày nghỉ nêu tại khoản trên được tăng thêm 01 ngày cho mỗi 05 năm làm việc.\n"
    "\n4.3. The leave in the clause above increases by 1 day for every 5 years of service.\n"
)


def test_a_clause_naming_the_one_above_it_is_stale_when_that_one_changed_in_place(
    draft, founder, tmp_path
) -> None:
    """§4.3 keeps its number and its words, but "the clause above" now grants sick leave: what
    it says changed with its neighbour (checked on the same reference too, not only when it
    moves)."""
    import_document(founder.tenant, tmp_path, "labor_contract", NAMING_THE_ONE_ABOVE)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    extra = add_item(actor=founder, version=draft, data=HOURS | ABOVE)
    sick = NAMING_THE_ONE_ABOVE.replace(
        "4.2. Người lao động được nghỉ hằng năm 12 ngày làm việc hưởng nguyên lương.",
        "4.2. Người lao động được nghỉ ốm theo quy định của pháp luật về bảo hiểm xã hội.",
    ).replace(
        "4.2. The employee is entitled to 12 working days of fully paid annual leave.",
        "4.2. The employee is entitled to sick leave under the social insurance law.",
    )
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", sick, signed_on="2026-06-01", name="v2.md"
    )
    assert [item.pk for item in amendment.stale_items] == [extra.pk]
    assert amendment.repinned_items == 1  # §4.1, which names nothing
    with tenant_context(founder.tenant):
        hours.refresh_from_db()
    assert (hours.clause_ref, hours.citation_stale) == ("§4.1", False)


def test_a_sub_clause_after_a_sibling_inserted_before_it_is_left_for_a_person(
    draft, founder, tmp_path
) -> None:
    """Sick leave inserted as 4.2: annual leave (now 4.3) reads alike, but a sub-clause may
    point back without a phrase a list could know ("Khoản tiền này …", "Tuy nhiên, …"), and
    an unlabelled group heading is stored in the clause before it — so the clause right after
    an insertion is stale, sub-clause or article. (Moving it was tried: a review found
    citations moved past inserted clauses they had referred back to.)"""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    leave = add_item(
        actor=founder,
        version=draft,
        data=HOURS
        | {
            "clause_ref": "§4.2",
            "source_quote_vi": "được nghỉ hằng năm 12 ngày làm việc",
            "source_quote_en": "entitled to 12 working days of fully paid annual leave",
        },
    )
    inserted = SMALL_LABOR_CONTRACT.replace(
        "4.2. Người lao động được nghỉ hằng năm",
        "4.2. Người lao động được nghỉ ốm theo quy định.\n\n4.2. The employee is entitled to "
        "sick leave as the law provides.\n\n4.3. Người lao động được nghỉ hằng năm",
    ).replace("4.2. The employee is entitled to 12", "4.3. The employee is entitled to 12")
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", inserted, signed_on="2026-06-01", name="v2.md"
    )
    assert [item.pk for item in amendment.stale_items] == [leave.pk]
    assert amendment.renumbered_items == []


CROSS_REFERENCED = SMALL_LABOR_CONTRACT + (
    "\n4.3. Việc làm thêm giờ ngoài mức tại khoản 1 Điều 4 phải được người lao động đồng ý.\n"
    "\n4.3. Overtime beyond the limit in clause 1 of Article 4 requires the employee's consent.\n"
    "\n4.4. Tiền lương làm thêm giờ trả theo Điều 98 Bộ luật Lao động.\n"
    "\n4.4. Overtime pay follows Article 98 of the Labor Code.\n"
)
OVERTIME = {
    "clause_ref": "§4.3",
    "source_quote_vi": "phải được người lao động đồng ý",
    "source_quote_en": "requires the employee's consent",
}
OVERTIME_PAY = {
    "clause_ref": "§4.4",
    "source_quote_vi": "Tiền lương làm thêm giờ trả theo Điều 98",
    "source_quote_en": "Overtime pay follows Article 98",
}


def test_a_clause_whose_cross_reference_now_names_an_inserted_article_is_stale(
    draft, founder, tmp_path
) -> None:
    """An article inserted before Điều 4 and "khoản 1 Điều 4" left as it was: the same words of
    4.3 (now 5.3) name the inserted article, not the working time they meant — stale. 4.4
    names an article of the Labor Code, not of this contract: it moves."""
    import_document(founder.tenant, tmp_path, "labor_contract", CROSS_REFERENCED)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    overtime = add_item(actor=founder, version=draft, data=HOURS | OVERTIME)
    pay = add_item(actor=founder, version=draft, data=HOURS | OVERTIME_PAY)
    shifted = renumbered(CROSS_REFERENCED).replace("4.3. ", "5.3. ").replace("4.4. ", "5.4. ")
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", shifted, signed_on="2026-06-01", name="v2.md"
    )
    assert [item.pk for item in amendment.stale_items] == [overtime.pk]
    assert amendment.renumbered_items == [
        {"rubric_item_id": str(hours.pk), "from": "§4.1", "to": "§5.1"},
        {"rubric_item_id": str(pay.pk), "from": "§4.4", "to": "§5.4"},
    ]


def test_a_clause_kept_in_place_whose_cross_reference_now_names_another_is_stale(
    draft, founder, tmp_path
) -> None:
    """§1 keeps its number and words ("the hours of Article 4"), but an article inserted before
    Điều 4 took that number: the citation of §1 is a person's to check."""
    contract = SMALL_LABOR_CONTRACT.replace(
        "Người lao động làm kỹ sư phần mềm tại Hồ Chí Minh.",
        "Người lao động làm kỹ sư phần mềm tại Hồ Chí Minh theo thời giờ tại Điều 4.",
    ).replace(
        "The employee works as a software engineer in Ho Chi Minh City.",
        "The employee works as a software engineer in Ho Chi Minh City in the hours of Article 4.",
    )
    import_document(founder.tenant, tmp_path, "labor_contract", contract)
    job = add_item(actor=founder, version=draft, data=JOB)
    amendment = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        renumbered(contract),
        signed_on="2026-06-01",
        name="v2.md",
    )
    assert [item.pk for item in amendment.stale_items] == [job.pk]


RELATIVE = SMALL_LABOR_CONTRACT + (
    "\n4.3. Việc làm thêm giờ ngoài mức tại khoản 1 Điều này phải được người lao động đồng ý.\n"
    "\n4.3. Overtime beyond the limit in clause 1 of this Article requires the employee's "
    "consent.\n"
)
LONGER_HOURS = (
    "4.1. Thời giờ làm việc không quá 40 giờ/tuần, từ thứ Hai đến thứ Sáu.",
    "4.1. Thời giờ làm việc không quá 48 giờ/tuần, từ thứ Hai đến thứ Bảy.",
    "4.1. Working time does not exceed 40 hours per week, Monday to Friday.",
    "4.1. Working time does not exceed 48 hours per week, Monday to Saturday.",
)


def longer_hours(contract: str) -> str:
    vi_then, vi_now, en_then, en_now = LONGER_HOURS
    return contract.replace(vi_then, vi_now).replace(en_then, en_now)


def test_a_clause_naming_a_clause_of_its_own_article_is_stale_when_that_one_changed(
    draft, founder, tmp_path
) -> None:
    """ "khoản 1 Điều này" / "clause 1 of this Article" in 4.3 names 4.1: 4.3 keeps its number
    and words, but the limit it refers to is now 48 hours — a person's to check."""
    import_document(founder.tenant, tmp_path, "labor_contract", RELATIVE)
    overtime = add_item(actor=founder, version=draft, data=HOURS | OVERTIME)
    leave = add_item(actor=founder, version=draft, data=LEAVE)
    amendment = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        longer_hours(RELATIVE),
        signed_on="2026-06-01",
        name="v2.md",
    )
    assert [item.pk for item in amendment.stale_items] == [overtime.pk]
    with tenant_context(founder.tenant):
        leave.refresh_from_db()
    assert (leave.clause_ref, leave.citation_stale) == ("§4.2", False)


def test_a_clause_naming_a_clause_of_its_own_article_moves_with_the_whole_article(
    draft, founder, tmp_path
) -> None:
    """An article inserted before Điều 4: 4.3 (now 5.3) still names its own article's clause 1
    (now 5.1), which reads as it did — the citation moves. ("khoản 1 Điều 4" in the same place
    goes stale: ``test_a_clause_whose_cross_reference_now_names_an_inserted_article_is_stale``.)
    """
    import_document(founder.tenant, tmp_path, "labor_contract", RELATIVE)
    overtime = add_item(actor=founder, version=draft, data=HOURS | OVERTIME)
    shifted = renumbered(RELATIVE).replace("4.3. ", "5.3. ")
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", shifted, signed_on="2026-06-01", name="v2.md"
    )
    assert amendment.stale_items == []
    assert amendment.renumbered_items == [
        {"rubric_item_id": str(overtime.pk), "from": "§4.3", "to": "§5.3"}
    ]


def test_a_clause_naming_a_clause_inserted_before_the_one_it_meant_is_stale(
    draft, founder, tmp_path
) -> None:
    """Sick leave inserted as 4.1 of the same article: "khoản 1 Điều này" in the last clause
    now names sick leave, not the working time it meant."""
    import_document(founder.tenant, tmp_path, "labor_contract", RELATIVE)
    overtime = add_item(actor=founder, version=draft, data=HOURS | OVERTIME)
    inserted = (
        RELATIVE.replace("4.3. ", "4.4. ")
        .replace("4.2. ", "4.3. ")
        .replace("4.1. ", "4.2. ")
        .replace(
            "Article 4. Working time\n",
            "Article 4. Working time\n\n4.1. Người lao động được nghỉ ốm theo quy định.\n\n"
            "4.1. The employee is entitled to sick leave as the law provides.\n",
        )
    )
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", inserted, signed_on="2026-06-01", name="v2.md"
    )
    assert [item.pk for item in amendment.stale_items] == [overtime.pk]
    assert amendment.renumbered_items == []


def test_a_clause_naming_clauses_in_a_list_is_stale_when_any_of_them_changed(
    draft, founder, tmp_path
) -> None:
    """ "khoản 1 và khoản 2 Điều 4" names 4.1 as well as 4.2: 4.1 changed in place."""
    contract = SMALL_LABOR_CONTRACT.replace(
        "Người lao động làm kỹ sư phần mềm tại Hồ Chí Minh.",
        "Người lao động làm kỹ sư phần mềm tại Hồ Chí Minh theo khoản 1 và khoản 2 Điều 4.",
    ).replace(
        "The employee works as a software engineer in Ho Chi Minh City.",
        "The employee works as a software engineer in Ho Chi Minh City under clause 1 and "
        "clause 2 of Article 4.",
    )
    import_document(founder.tenant, tmp_path, "labor_contract", contract)
    job = add_item(actor=founder, version=draft, data=JOB)
    amendment = import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        longer_hours(contract),
        signed_on="2026-06-01",
        name="v2.md",
    )
    assert [item.pk for item in amendment.stale_items] == [job.pk]


def test_a_clause_naming_the_one_above_by_what_it_set_is_stale_when_that_one_changed(
    draft, founder, tmp_path
) -> None:
    """ "Số ngày nghỉ trên được …" / "The above leave …" name the leave of 4.2, which now
    grants sick leave."""
    contract = SMALL_LABOR_CONTRACT + (
        "\n4.3. Số ngày nghỉ trên được tăng thêm 01 ngày cho mỗi 05 năm làm việc.\n"
        "\n4.3. The above leave increases by 1 day for every 5 years of service.\n"
    )
    import_document(founder.tenant, tmp_path, "labor_contract", contract)
    extra = add_item(actor=founder, version=draft, data=HOURS | ABOVE)
    sick = contract.replace(
        "4.2. Người lao động được nghỉ hằng năm 12 ngày làm việc hưởng nguyên lương.",
        "4.2. Người lao động được nghỉ ốm theo quy định của pháp luật về bảo hiểm xã hội.",
    ).replace(
        "4.2. The employee is entitled to 12 working days of fully paid annual leave.",
        "4.2. The employee is entitled to sick leave under the social insurance law.",
    )
    amendment = import_document(
        founder.tenant, tmp_path, "labor_contract", sick, signed_on="2026-06-01", name="v2.md"
    )
    assert [item.pk for item in amendment.stale_items] == [extra.pk]


def test_a_citation_of_a_clause_an_amendment_renumbered_says_where_its_words_now_are(
    draft, founder, tmp_path
) -> None:
    """A founder saw only "v2 has no clause §5.4" where the amendment had made it §6.4."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    import_document(
        founder.tenant,
        tmp_path,
        "labor_contract",
        renumbered(),
        signed_on="2026-06-01",
        name="v2.md",
    )
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=HOURS)
    (problem,) = caught.value.problems
    assert problem.field == "clause_ref"
    with translation.override("en"):
        assert str(problem.detail).endswith("has no clause §4.1; the quoted words are in §5.1")
    with pytest.raises(ValidationFailed) as caught:
        add_item(actor=founder, version=draft, data=HOURS | {"source_quote_en": "no such words"})
    with translation.override("en"):
        assert str(caught.value.problems[0].detail).endswith("has no clause §4.1")


APPENDIX_ADDING_AN_ARTICLE = """# PHỤ LỤC HỢP ĐỒNG LAO ĐỘNG SỐ 01

LABOR CONTRACT APPENDIX NO. 01

## Điều 1. Bổ sung Điều 4 của Hợp đồng

Article 1. Addition of Article 4 to the Contract

Bổ sung Điều 4 như sau: “Điều 4. Địa điểm làm việc

Người lao động làm việc tại văn phòng Quận 1.”

Các điều tiếp theo được đánh số lại tương ứng.

Article 4 is added as follows: “Article 4. Place of work

The employee works at the District 1 office.”

Subsequent Articles are renumbered accordingly.

## Điều 2. Hiệu lực

Article 2. Effect

Phụ lục này có hiệu lực từ ngày 01/06/2026.

This appendix takes effect from 01/06/2026.
"""


def test_an_appendix_renumbering_the_articles_after_one_it_adds_moves_their_citations(
    draft, founder, tmp_path
) -> None:
    """The appendix's way of inserting an article: the text as amended is the one a whole
    text renumbered would be, and the citations move (or go stale) as they would then."""
    import_document(founder.tenant, tmp_path, "labor_contract", SMALL_LABOR_CONTRACT)
    hours = add_item(actor=founder, version=draft, data=HOURS)
    article = add_item(actor=founder, version=draft, data=WHOLE_ARTICLE)
    path = tmp_path / "appendix.md"
    path.write_text(APPENDIX_ADDING_AN_ARTICLE, encoding="utf-8")
    printed = import_printed(founder.tenant_id, path, signed_on="2026-06-01")
    assert "  §4 added by the appendix's §1" in printed, printed
    assert "  §5 renumbered from §4 by the appendix's §1" in printed, printed
    assert f"renumbered: item {hours.pk} now cites §5.1 (was §4.1)" in printed, printed
    assert f"stale: item {article.pk} cites §4," in printed, printed
    with tenant_context(founder.tenant):
        second = SignedDocument.objects.get(kind="labor_contract", version_no=2)
        clauses = {c.ref: c for c in second.clauses.all()}
        hours.refresh_from_db()
    assert list(clauses) == ["§1", "§4", "§5", "§5.1", "§5.2"]
    assert (clauses["§5"].label_vi, clauses["§5.1"].label_en) == ("Điều 5", "5.1.")
    assert clauses["§5.2"].text_vi == (
        "Người lao động được nghỉ hằng năm 12 ngày làm việc hưởng nguyên lương."
    )
    assert {
        "op": "renumber",
        "clause_ref": "§5",
        "appendix_ref": "§1",
        "renumbered_from": "§4",
    } in (second.amendment["changes"])
    assert (hours.clause_ref, hours.cited_document_id) == ("§5.1", second.pk)
    with translation.override("vi"):
        assert amended_how(second.amendment["changes"][0]) == (
            "được đánh số lại từ §4 theo §1 của phụ lục"
        )
