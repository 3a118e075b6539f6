"""The approval workbench through the Django test client: every action and permission case."""

from __future__ import annotations

import datetime as dt
import json
import re
import uuid
from html import unescape
from typing import Any

import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import translation

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric import services
from rubric.models import RubricItem, RubricVersion, SourceDoc
from rubric.presentation import review_status
from rubric.services import add_item, create_rubric
from rubric.services.lifecycle import approval_problems
from tests.admin.conftest import CITE_LABOR_5_1, client_for, version_url
from tests.factories import make_founder, make_grant, make_subject, make_tenant
from tests.rubric.conftest import good_kpi, good_obligation


def reload(founder: Subject, version: RubricVersion) -> RubricVersion:
    with tenant_context(founder.tenant_id):
        return RubricVersion.objects.get(pk=version.pk)


def items_of(founder: Subject, version: RubricVersion) -> list[RubricItem]:
    with tenant_context(founder.tenant_id):
        return list(RubricItem.objects.filter(rubric_version=version).order_by("position"))


def audit_kinds(founder: Subject, since: int) -> list[str]:
    with tenant_context(founder.tenant_id):
        return list(
            AuditEntry.objects.filter(seq__gt=since).order_by("seq").values_list("kind", flat=True)
        )


def last_seq(founder: Subject) -> int:
    with tenant_context(founder.tenant_id):
        return AuditEntry.objects.order_by("-seq").values_list("seq", flat=True)[0]


# --- visibility ------------------------------------------------------------------------------


def blocking_problems(founder: Subject, version: RubricVersion) -> int:
    with tenant_context(founder.tenant_id):
        return len(approval_problems(list(version.items.all())))


def first_item(founder: Subject, version: RubricVersion, **where: object) -> RubricItem:
    with tenant_context(founder.tenant_id):
        item = version.items.filter(**where).order_by("position").first()
    assert item is not None, where
    return item


@pytest.mark.django_db
def test_the_review_page_shows_everything_the_founder_needs(demo) -> None:
    founder, _v1, v2 = demo
    page = client_for(founder).get(version_url(v2))
    assert page.status_code == 200
    text = unescape(page.text)
    assert 'data-testid="state"' in text and "v2" in text
    problems = blocking_problems(founder, v2)
    assert problems > 2
    assert f"{problems} vấn đề cản trở việc ban hành" in text  # Vietnamese by default
    assert text.count("rubric_item_not_accepted") >= 3 and "rubric_item_uncited" in text
    confidentiality = first_item(founder, v2, obligation_kind="confidentiality")
    assert confidentiality.title_vi in text and f"{confidentiality.title_en}" in text  # VI | EN
    assert confidentiality.clause_ref in text and f"{confidentiality.source_quote_vi}" in text
    kpi = first_item(founder, v2, item_kind="kpi")
    sign = {"<=": "≤", ">=": "≥"}[kpi.check_params["operator"]]
    target = str(kpi.check_params["target"])
    assert f"{kpi.check_params['metric']} {sign} {target}" in text  # check params readably
    assert "GENIE" in text and "0,410" in text  # provenance with confidence
    assert 'data-testid="cite-input"' in text  # the needs_clause_ref item is flagged and fillable
    assert re.search(r'href="#item-[0-9a-f-]{36}"', text)  # each problem links to its item


@pytest.mark.django_db
def test_the_page_is_in_english_when_the_person_chooses_it(demo) -> None:
    founder, _, v2 = demo
    client = client_for(founder)
    client.post("/i18n/setlang/", {"language": "en", "next": "/admin/"})
    text = client.get(version_url(v2)).text
    problems = blocking_problems(founder, v2)
    assert f"{problems} problems block publishing" in text and "Approve version" in text


@pytest.mark.django_db
def test_the_item_forms_help_follows_the_persons_language(demo) -> None:
    """The check parameters' help had stayed in the language the server started in."""
    founder, _, v2 = demo
    client = client_for(founder)
    assert "Khóa bắt buộc theo loại kiểm tra" in client.get(version_url(v2, "items/add/")).text
    client.post("/i18n/setlang/", {"language": "en", "next": "/admin/"})
    english = client.get(version_url(v2, "items/add/")).text
    assert "Required keys per check type" in english
    assert "Khóa bắt buộc" not in english


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("query", "wanted"),
    [
        ("review=pending", lambda i: review_status(i) == "pending"),
        ("review=accepted", lambda i: review_status(i) == "accepted"),
        ("review=flagged", lambda i: i.needs_clause_ref),
        ("provenance=genie", lambda i: i.authored_by == "genie"),
        ("provenance=human", lambda i: i.authored_by == "human"),
        ("kind=kpi", lambda i: i.item_kind == "kpi"),
        ("doc=total_rewards_appendix", lambda i: i.source_doc == "total_rewards_appendix"),
        (
            "doc=nda_ip&kind=obligation",
            lambda i: i.source_doc == "nda_ip" and i.item_kind == "obligation",
        ),
    ],
)
def test_items_can_be_filtered(demo, query, wanted) -> None:
    founder, _, v2 = demo
    items = items_of(founder, v2)
    page = client_for(founder).get(version_url(v2) + "?" + query)
    shown = {str(row["item"].pk) for row in page.context["rows"]}
    assert shown == {str(item.pk) for item in items if wanted(item)}
    assert shown or query == "provenance=human"


@pytest.mark.django_db
def test_a_subject_without_grants_sees_nothing_and_gets_403(demo) -> None:
    founder, v1, v2 = demo
    nobody = make_subject(founder.tenant)
    client = client_for(nobody)
    assert client.get("/admin/rubric/rubric/").status_code == 403
    for url in (
        version_url(v1),
        version_url(v2),
        version_url(v1, "print/"),
        version_url(v2, "diff/"),
    ):
        assert client.get(url).status_code == 403, url
    assert client.post(version_url(v2, "approve/")).status_code == 403


@pytest.mark.django_db
def test_a_reader_sees_published_content_read_only(demo) -> None:
    founder, v1, v2 = demo
    reader = make_subject(founder.tenant)
    make_grant(reader, Role.RUBRIC_READER)
    client = client_for(reader)
    listing = client.get("/admin/rubric/rubricversion/")
    assert {v.pk for v in listing.context["cl"].result_list} == {v1.pk}
    page = client.get(version_url(v1))
    assert page.status_code == 200
    assert 'data-testid="approve"' not in page.text
    assert "/edit/" not in page.text and "/delete/" not in page.text  # no edit widgets
    assert client.get(version_url(v2)).status_code == 403  # drafts are not theirs to see
    assert client.post(version_url(v1, "revise/")).status_code == 403
    assert client.get(version_url(v1, "print/")).status_code == 200


@pytest.mark.django_db
def test_other_tenants_versions_are_not_found(demo) -> None:
    _, v1, _ = demo
    stranger = make_founder(make_tenant("Another company"))
    client = client_for(stranger)
    assert client.get(version_url(v1)).status_code == 404
    assert client.get(version_url(v1, "print/")).status_code == 404
    assert client.get("/admin/rubric/rubricversion/").context["cl"].result_count == 0
    assert client.get(f"/admin/rubric/rubricversion/{uuid.uuid4()}/change/").status_code == 404
    assert client.get("/admin/rubric/rubricversion/not-a-uuid/change/").status_code == 404


@pytest.mark.django_db
def test_a_malformed_rubric_filter_is_a_bad_lookup_not_a_crash(demo) -> None:
    founder, v1, _ = demo
    client = client_for(founder)
    versions = "/admin/rubric/rubricversion/"
    for value in ("not-a-uuid", "x" * 5000):
        # As Django answers any other lookup it cannot use, e.g. ?version__id=not-a-uuid.
        response = client.get(versions, {"rubric": value})
        assert (response.status_code, response["Location"]) == (302, f"{versions}?e=1"), value
    assert client.get(versions, {"rubric": ""}).context["cl"].result_count == 2
    assert client.get(versions, {"rubric": str(uuid.uuid4())}).context["cl"].result_count == 0
    filtered = client.get(versions, {"rubric": str(v1.rubric_id)})
    assert filtered.context["cl"].result_count == 2


@pytest.mark.django_db
def test_superuser_flag_opens_nothing(demo) -> None:
    founder, v1, _ = demo
    nobody = make_subject(founder.tenant)
    nobody.user.is_superuser = True
    nobody.user.save()
    assert client_for(nobody).get(version_url(v1)).status_code == 403


# --- actions ---------------------------------------------------------------------------------


@pytest.mark.django_db
def test_accept_one_and_in_bulk_each_audited(demo) -> None:
    founder, _, v2 = demo
    client = client_for(founder)
    pending = [i for i in items_of(founder, v2) if i.authored_by == "genie" and not i.accepted_at]
    (flagged,) = [i for i in pending if i.needs_clause_ref]
    cited = [i for i in pending if not i.needs_clause_ref]
    start = last_seq(founder)
    client.post(version_url(v2, f"items/{cited[0].pk}/accept/"))
    # Bulk acceptance skips the proposal that has no real citation yet, and says so.
    bulk = client.post(
        version_url(v2, "items/accept/"),
        {"item": [str(i.pk) for i in [*cited[1:], flagged]]},
        follow=True,
    )
    assert audit_kinds(founder, start) == ["eval.rubric_approved"] * len(cited)
    skipped = [m.message for m in bulk.context["messages"] if m.level_tag == "warning"]
    assert len(skipped) == 1 and flagged.title_vi in skipped[0]
    after = {i.pk: i for i in items_of(founder, v2)}
    assert all(after[i.pk].accepted_at for i in cited)
    assert after[flagged.pk].accepted_at is None


@pytest.mark.django_db
def test_fill_a_missing_clause_ref(demo) -> None:
    founder, _, v2 = demo
    (flagged,) = [i for i in items_of(founder, v2) if i.needs_clause_ref]
    client_for(founder).post(version_url(v2, f"items/{flagged.pk}/cite/"), {"clause_ref": "§5.1"})
    (cited,) = [i for i in items_of(founder, v2) if i.pk == flagged.pk]
    assert (cited.clause_ref, cited.needs_clause_ref) == ("§5.1", False)


@pytest.mark.django_db
def test_the_cite_form_asks_for_both_quotes_which_publishing_needs(demo) -> None:
    founder, _, v2 = demo
    (flagged,) = [i for i in items_of(founder, v2) if i.needs_clause_ref]
    client = client_for(founder)
    page = client.get(version_url(v2)).text
    assert 'name="source_quote_vi"' in page and 'name="source_quote_en"' in page
    assert "Cần có cả hai trích dẫn, nguyên văn như bản đã ký, để phê duyệt và ban hành." in page
    # Cited with the Vietnamese quote only: stored, and the row names the missing language.
    cite = {k: v for k, v in CITE_LABOR_5_1.items() if k != "source_quote_en"}
    client.post(version_url(v2, f"items/{flagged.pk}/cite/"), cite)
    (cited,) = [i for i in items_of(founder, v2) if i.pk == flagged.pk]
    assert (cited.clause_ref, cited.source_quote_vi, cited.source_quote_en) == (
        "§5.1",
        CITE_LABOR_5_1["source_quote_vi"],
        None,
    )
    row = item_row(client.get(version_url(v2)).text, flagged.pk)
    assert row.count("(rubric_item_quote_missing)") == 1
    assert "Cần có trích dẫn nguyên văn bằng tiếng Anh để ban hành" in row


def item_row(page: str, item_id: object) -> str:
    start = page.index(f'<tr id="item-{item_id}"')
    return page[start : page.index("</tr>", start)]


@pytest.mark.django_db
def test_citing_nothing_is_refused_not_reported_as_cited(demo) -> None:
    founder, _, v2 = demo
    (flagged,) = [i for i in items_of(founder, v2) if i.needs_clause_ref]
    start = last_seq(founder)
    response = client_for(founder).post(
        version_url(v2, f"items/{flagged.pk}/cite/"), {"clause_ref": "  "}, follow=True
    )
    shown = [(m.level_tag, str(m.message)) for m in response.context["messages"]]
    assert [level for level, _ in shown] == ["error"], shown
    assert "rubric_item_uncited" in shown[0][1]
    assert "Đã trích dẫn điều khoản." not in response.text  # never "Clause cited."
    (after,) = [i for i in items_of(founder, v2) if i.pk == flagged.pk]
    assert (after.clause_ref, after.needs_clause_ref) == ("", True)
    assert audit_kinds(founder, start) == []


@pytest.mark.django_db
def test_a_refused_citation_says_why(demo) -> None:
    """The clause that does not exist is named, not only "The change is not valid"."""
    founder, _, v2 = demo
    (flagged,) = [i for i in items_of(founder, v2) if i.needs_clause_ref]
    response = client_for(founder).post(
        version_url(v2, f"items/{flagged.pk}/cite/"), {"clause_ref": "§99"}, follow=True
    )
    errors = [str(m.message) for m in response.context["messages"] if m.level_tag == "error"]
    assert any("rubric_item_citation_mismatch" in line for line in errors), errors
    assert any("§99" in unescape(line) for line in errors), errors
    (after,) = [i for i in items_of(founder, v2) if i.pk == flagged.pk]
    assert (after.clause_ref, after.needs_clause_ref) == ("", True)


@pytest.mark.django_db
def test_approve_refused_while_problems_remain_then_approve_revert_publish(demo) -> None:
    founder, v1, v2 = demo
    client = client_for(founder)
    refused = client.post(version_url(v2, "approve/"), follow=True)
    assert "rubric_item_not_accepted" in refused.text
    assert reload(founder, v2).state == "draft"

    (flagged,) = [i for i in items_of(founder, v2) if i.needs_clause_ref]
    client.post(version_url(v2, f"items/{flagged.pk}/cite/"), CITE_LABOR_5_1)
    client.post(
        version_url(v2, "items/accept/"), {"item": [str(i.pk) for i in items_of(founder, v2)]}
    )
    client.post(version_url(v2, "approve/"))
    assert reload(founder, v2).state == "approved"

    assert client.get(version_url(v2, "revert/")).status_code == 200
    client.post(version_url(v2, "revert/"), {"reason": "One more look at the KPI"})
    assert reload(founder, v2).state == "draft"

    form = client.get(version_url(v2, "publish/"))
    assert "v1" in form.text and "2026-01-01" in form.text  # the interval it will supersede
    backdated = client.post(version_url(v2, "publish/"), {"effective_from": "2026-07-01"})
    assert "rubric_backdating_reason_required" in backdated.text
    assert reload(founder, v2).state == "draft"
    client.post(version_url(v2, "publish/"), {"effective_from": "2027-01-01"})
    assert reload(founder, v2).state == "published"
    v1 = reload(founder, v1)
    assert (v1.state, str(v1.effective_to)) == ("superseded", "2027-01-01")


@pytest.mark.django_db
def test_publish_errors_show_every_problem(demo) -> None:
    founder, _, v2 = demo
    page = client_for(founder).post(version_url(v2, "publish/"), {"effective_from": "2027-01-01"})
    assert page.status_code == 200
    assert page.text.count("rubric_item_not_accepted") >= 3 and "rubric_item_uncited" in page.text


@pytest.mark.django_db
def test_edit_add_and_remove_items_with_the_services_error_codes(demo) -> None:
    founder, _, v2 = demo
    client = client_for(founder)
    item = items_of(founder, v2)[0]
    edit_url = version_url(v2, f"items/{item.pk}/edit/")
    form = client.get(edit_url)
    assert form.status_code == 200 and item.title_vi in form.text
    data = {**form.context["form"].initial, "weight": "-3", "obligation_kind": "", "title_en": ""}
    data = {k: ("" if v is None else v) for k, v in data.items()}
    refused = client.post(edit_url, data)
    assert "rubric_item_weight_negative" in refused.text
    bad_params = client.post(edit_url, {**data, "weight": "4", "check_params": "{nope"})
    (params_error,) = bad_params.context["form"].errors.as_data()["check_params"]
    assert params_error.code == "rubric_item_check_params_invalid"
    client.post(edit_url, {**data, "weight": "4"})
    assert str(items_of(founder, v2)[0].weight) == "4.00"

    added = client.post(
        version_url(v2, "items/add/"),
        {
            **{k: v for k, v in good_kpi().items() if k != "check_params"},
            "check_params": '{"target": 0.95, "operator": ">="}',
            "clause_ref": "",
        },
    )
    assert "rubric_item_uncited" in added.text
    before = len(items_of(founder, v2))
    client.post(version_url(v2, f"items/{item.pk}/delete/"))
    assert len(items_of(founder, v2)) == before - 1


UNREADABLE_CHECK_PARAMS = {
    "arrays beyond Python's recursion limit": "[" * 100_000 + "]" * 100_000,
    "objects beyond Python's recursion limit": '{"a": ' * 100_000 + "1" + "}" * 100_000,
    "nested deeper than the API allows": '{"a": ' * 40 + "1" + "}" * 40,
    "longer than Python's int conversion limit": "1" * 5000,
    "a number jsonb cannot store": '{"target": 1e999, "operator": ">="}',
    "a constant JSON does not have": '{"target": NaN, "operator": ">="}',
}


@pytest.mark.django_db
def test_unreadable_check_params_are_a_form_error_and_change_nothing(demo) -> None:
    founder, _, v2 = demo
    client = client_for(founder)
    item = items_of(founder, v2)[0]
    edit_url = version_url(v2, f"items/{item.pk}/edit/")
    edit_data = {
        k: ("" if v is None else v) for k, v in client.get(edit_url).context["form"].initial.items()
    }
    add_data = {**good_kpi(), "check_params": "{}"}
    before, seq = items_of(founder, v2), last_seq(founder)
    for what, check_params in UNREADABLE_CHECK_PARAMS.items():
        for url, data in ((edit_url, edit_data), (version_url(v2, "items/add/"), add_data)):
            page = client.post(url, {**data, "check_params": check_params})
            assert page.status_code == 200, (what, url)
            (error,) = page.context["form"].errors.as_data()["check_params"]
            assert error.code == "rubric_item_check_params_invalid", (what, url)
    assert items_of(founder, v2) == before and last_seq(founder) == seq
    assert [i.check_params for i in items_of(founder, v2)] == [i.check_params for i in before]


@pytest.mark.django_db
def test_published_versions_render_read_only_and_refuse_edits(demo) -> None:
    founder, v1, _ = demo
    client = client_for(founder)
    page = client.get(version_url(v1))
    assert "Sửa" not in page.text and 'data-testid="approve"' not in page.text
    before = items_of(founder, v1)
    item = before[0]
    client.post(version_url(v1, f"items/{item.pk}/delete/"))
    assert len(items_of(founder, v1)) == len(before)
    edit = client.get(version_url(v1, f"items/{item.pk}/edit/"), follow=True)
    assert "rubric_version_immutable" in edit.text


@pytest.mark.django_db
@pytest.mark.parametrize("step", ["publish/", "revert/", "withdraw/"])
def test_a_step_the_versions_state_refuses_is_not_offered_as_a_form(demo, step) -> None:
    """The publish page of a published version had offered to publish it again; only the POST
    answered ``rubric_version_transition_invalid``. It now says why on the version's page."""
    founder, v1, _ = demo
    response = client_for(founder).get(version_url(v1, step), follow=True)
    assert response.redirect_chain == [(version_url(v1), 302)]
    messages = [str(m) for m in response.context["messages"]]
    assert len(messages) == 1 and messages[0].startswith("Phiên bản 1 ")
    assert 'name="effective_from"' not in response.text and 'name="reason"' not in response.text


@pytest.mark.django_db
def test_start_a_revision_of_a_published_version(demo) -> None:
    founder, v1, _v2 = demo
    response = client_for(founder).post(version_url(v1, "revise/"))
    with tenant_context(founder.tenant_id):
        v3 = RubricVersion.objects.get(rubric=v1.rubric, version_no=3)
    assert response["Location"] == version_url(v3)


@pytest.mark.django_db
def test_two_revisions_at_once_are_told_of_each_other_and_of_what_one_would_drop(demo) -> None:
    # (a second "Start a revision" made v3 beside draft v2 without a word; publishing a
    # revision of v1 over another published since said nothing of the work it set aside, and
    # called a version published for a later date "in force since")
    founder, v1, v2 = demo
    client = client_for(founder)
    page = client.post(version_url(v1, "revise/"), follow=True)
    warnings = [str(m) for m in page.context["messages"] if m.level_tag == "warning"]
    assert warnings == [  # (the demo company works in Vietnamese)
        "v2 cũng đang được soạn (bản nháp, sửa đổi từ v1): những gì thay đổi ở phiên bản này "
        "không có ở phiên bản kia, và phiên bản ban hành sau cùng sẽ thay thế phiên bản kia."
    ]
    with tenant_context(founder.tenant_id):
        v3 = RubricVersion.objects.get(rubric=v1.rubric, version_no=3)
        first_item(founder, v3).delete()  # v3's own change, which v2 does not make
    v3 = reload(founder, v3)
    services.approve_version(actor=founder, version=v3)
    services.publish_version(actor=founder, version=v3, effective_from=dt.date(2031, 1, 1))
    publish_page = client.get(version_url(v2, "publish/")).text
    assert "thay thế v3, đã ban hành để có hiệu lực từ 2031-01-01" in unescape(publish_page)
    assert (
        "v2 được sửa đổi từ v1, không phải từ v3 mà nó thay thế: những gì v3 đã thay đổi so với "
        "v1 không có trong v2, trừ khi cũng được thay đổi ở đây."
    ) in " ".join(unescape(publish_page).split())
    link = re.search(r'href="([^"]+)" data-testid="diff-against-current"', publish_page)
    assert link is not None
    against_v1 = client.get(version_url(v2, "diff/") + "?against=nonsense").context
    against_v3 = client.get(unescape(link.group(1))).context
    assert against_v1["previous"].version_no == 1
    # what v3 removed shows as what v2 would add back
    assert (against_v3["previous"].version_no, len(against_v3["diff"].added)) == (
        3,
        len(against_v1["diff"].added) + 1,
    )


@pytest.mark.django_db
def test_a_version_not_yet_published_is_not_in_force_until_published(demo) -> None:
    # (a draft or an approved version had read "never in force", as a withdrawn one does)
    founder, _v1, v2 = demo
    page = client_for(founder).get(version_url(v2)).text
    assert 'data-testid="status">chưa có hiệu lực cho đến khi ban hành<' in page


@pytest.mark.django_db
def test_create_a_rubric_from_the_admin(demo) -> None:
    founder, _, _ = demo
    response = client_for(founder).post("/admin/rubric/rubric/add/", {"name": "Sales rubric"})
    assert response.status_code == 302
    with tenant_context(founder.tenant_id):
        assert RubricVersion.objects.filter(rubric__name="Sales rubric", version_no=1).exists()


# --- reading ---------------------------------------------------------------------------------


@pytest.mark.django_db
def test_diff_shows_added_and_changed_fields_in_both_languages(demo) -> None:
    founder, _, v2 = demo
    page = client_for(founder).get(version_url(v2, "diff/"))
    diff = page.context["diff"]
    with tenant_context(founder.tenant_id):
        carried = set(v2.revised_from.items.values_list("lineage_id", flat=True))
        added = {i.pk for i in v2.items.all() if i.lineage_id not in carried}
    assert {i.pk for i in diff.added} == added and len(added) > 2
    confidentiality = first_item(founder, v2, obligation_kind="confidentiality")
    with tenant_context(founder.tenant_id):
        was = v2.revised_from.items.get(lineage_id=confidentiality.lineage_id).weight
    changed = {
        item.pk: [(c.field, str(c.before), str(c.after)) for c in cs] for item, cs in diff.changed
    }
    assert changed.pop(confidentiality.pk) == [("weight", str(was), "15.00")]
    # The rest are the NDA amendment's renumbering: each a clause reference, nothing else.
    assert sorted(fields for fields in changed.values()) == [
        [("clause_ref", "§10.1", "§11.1")],
        [("clause_ref", "§9.1", "§10.1")],
        [("clause_ref", "§9.2", "§10.2")],
    ]
    # each changed item named with its document (the labor contract has a §10.1 too)
    with translation.override("vi"):
        nda = str(SourceDoc.NDA_IP.label)
    headings = re.findall(r"<h3>(.*?)</h3>", unescape(page.text))
    assert f"{nda} {confidentiality.clause_ref} · {confidentiality.title_vi}" in headings
    assert sum(heading.startswith(f"{nda} §") for heading in headings) == 4


@pytest.mark.django_db
def test_history_shows_who_did_what_and_the_chain_integrity(demo) -> None:
    founder, v1, _ = demo
    page = client_for(founder).get(f"/admin/audit/auditentry/rubric/{v1.rubric_id}/")
    assert page.status_code == 200
    kinds = [entry.kind for entry, _ in page.context["rows"]]
    assert {"eval.rubric_drafted", "eval.rubric_approved", "eval.rubric_published"} <= set(kinds)
    assert 'data-testid="chain-ok"' in page.text and "Founder" in page.text


@pytest.mark.django_db
def test_printable_view_is_bilingual_with_citations(demo) -> None:
    founder, v1, _ = demo
    page = client_for(founder).get(version_url(v1, "print/"))
    text = unescape(page.text)
    assert "Tiếng Việt" in text and "English" in text
    confidentiality = first_item(founder, v1, obligation_kind="confidentiality")
    assert f"{confidentiality.source_quote_vi}" in text
    assert f"{confidentiality.source_quote_en}" in text and confidentiality.clause_ref in text


@pytest.mark.django_db
def test_version_page_query_count_does_not_grow_with_items(db) -> None:
    founder = make_founder(make_tenant())

    def version_with(n: int) -> RubricVersion:
        version = create_rubric(actor=founder, tenant=founder.tenant, name=f"Rubric with {n}")
        with tenant_context(founder.tenant_id):
            for i in range(n):
                data = (
                    good_obligation(clause_ref=f"§{i}") if i % 2 else good_kpi(clause_ref=f"§{i}")
                )
                add_item(actor=founder, version=version, data=data)
        return version

    client = client_for(founder)
    counts = []
    for version in (version_with(3), version_with(300)):
        client.get(version_url(version))  # warm caches (content types, session)
        with CaptureQueriesContext(connection) as queries:
            assert client.get(version_url(version)).status_code == 200
        counts.append(len(queries))
    assert counts[0] == counts[1], counts


def test_service_account_never_reaches_the_workbench(demo) -> None:
    founder, v1, _ = demo
    service = make_subject(founder.tenant, kind=Subject.Kind.SERVICE)
    make_grant(service, Role.RUBRIC_ADMIN)
    client = Client()
    client.force_login(service.user)
    assert client.get(version_url(v1)).status_code == 302  # to the login page


@pytest.mark.django_db
@pytest.mark.parametrize("role", [None, Role.RUBRIC_READER])
def test_every_action_is_refused_without_the_admin_grant(demo, role) -> None:
    founder, v1, v2 = demo
    outsider = make_subject(founder.tenant)
    if role:
        make_grant(outsider, role)
    client = client_for(outsider)
    item = items_of(founder, v2)[0]
    posts = [
        "approve/",
        "revise/",
        "revert/",
        "publish/",
        "items/accept/",
        f"items/{item.pk}/accept/",
        f"items/{item.pk}/cite/",
        f"items/{item.pk}/delete/",
        f"items/{item.pk}/edit/",
        "items/add/",
    ]
    for suffix in posts:
        assert client.post(version_url(v2, suffix), {"item": [str(item.pk)]}).status_code == 403, (
            suffix
        )
    assert client.post(version_url(v1, "revise/")).status_code == 403
    assert client.get(f"/admin/audit/auditentry/rubric/{v1.rubric_id}/").status_code == 403
    assert client.get("/admin/rubric/rubric/add/").status_code == 403
    assert reload(founder, v2).state == "draft"
    assert items_of(founder, v2)[0].accepted_at == item.accepted_at  # nothing was accepted


@pytest.mark.django_db
def test_a_per_rubric_reader_sees_only_that_rubric_anywhere(demo) -> None:
    founder, v1, _ = demo
    secret = create_rubric(actor=founder, tenant=founder.tenant, name="Secret exec rubric")
    reader = make_subject(founder.tenant)
    make_grant(reader, Role.RUBRIC_READER, obj=v1.rubric)
    client = client_for(reader)
    assert [r.pk for r in client.get("/admin/rubric/rubric/").context["cl"].result_list] == [
        v1.rubric_id
    ]
    versions = client.get("/admin/rubric/rubricversion/")
    assert "Secret exec rubric" not in versions.text  # not even as a filter choice
    assert client.get(version_url(secret)).status_code == 403
    assert client.get(f"/admin/audit/auditentry/rubric/{v1.rubric_id}/").status_code == 403


# --- GENIE does not bring back what a person deleted ------------------------------------------


def genie_keys(founder: Subject, version: RubricVersion) -> list[tuple[str, str, str]]:
    return sorted(
        (item.source_doc, item.clause_ref, item.check_type)
        for item in items_of(founder, version)
        if item.authored_by == "genie"
    )


def shown_messages(page: Any) -> list[str]:
    return [re.sub(r"\s+", " ", unescape(str(m))) for m in page.context["messages"]]


@pytest.mark.django_db
def test_proposals_a_person_deleted_are_not_proposed_again(demo) -> None:
    founder, _, v2 = demo
    client = client_for(founder)
    client.post("/i18n/setlang/", {"language": "en", "next": "/admin/"})
    keys = genie_keys(founder, v2)
    cited = [
        i
        for i in items_of(founder, v2)
        if i.authored_by == "genie"
        and i.clause_ref
        and keys.count((i.source_doc, i.clause_ref, i.check_type)) == 1
    ]
    deleted = cited[:2]
    for item in deleted:
        removed = client.post(version_url(v2, f"items/{item.pk}/delete/"), follow=True)
        assert "Item removed." in shown_messages(removed), shown_messages(removed)
    gone = {(item.source_doc, item.clause_ref, item.check_type) for item in deleted}
    before = genie_keys(founder, v2)
    assert not gone & set(before)

    page = client.post(version_url(v2, "draft-from-documents/"), follow=True)

    after = genie_keys(founder, v2)
    assert not gone & set(after)  # the deleted two are not back
    # and nothing already in the draft is doubled (a clause may hold two items of one check
    # type, two bans in one sentence: they stay two)
    assert {key: after.count(key) for key in before} == {key: before.count(key) for key in before}
    messages = shown_messages(page)
    assert "2 proposals people removed before were not proposed again (dismissed)." in messages
    text = unescape(page.text)
    assert "2 GENIE proposals people removed from this rubric are not proposed again." in text

    vietnamese = client_for(founder).get(version_url(v2)).text
    assert (
        "2 đề xuất GENIE đã bị người gỡ khỏi bộ tiêu chí này sẽ không được đề xuất lại."
        in unescape(vietnamese)
    )
    again = client_for(founder).post(version_url(v2, "draft-from-documents/"), follow=True)
    assert (
        "2 đề xuất đã bị người gỡ trước đây không được đề xuất lại (đã loại bỏ)."
        in shown_messages(again)
    )


@pytest.mark.django_db
def test_a_second_tab_saving_stale_values_is_refused_not_a_silent_undo(demo) -> None:
    """A user trial: tab A saved weight 7; tab B, opened before, saved a title change and put
    the weight back to what it showed. Now tab B is refused (rubric_item_changed), names the
    field changed meanwhile with its value now, shows the item as it is, and changes nothing;
    saving that form again is a choice made seeing the other change."""
    founder, _, v2 = demo
    client = client_for(founder)
    item = items_of(founder, v2)[0]
    edit_url = version_url(v2, f"items/{item.pk}/edit/")

    def opened() -> dict[str, Any]:
        page = client.get(edit_url)
        initial = {k: ("" if v is None else v) for k, v in page.context["form"].initial.items()}
        # What the browser posts back is the page's hidden input, not the view's context.
        (hidden,) = re.findall(
            r'<input type="hidden" name="opened_with" value="([^"]*)"', page.text
        )
        return {**initial, "opened_with": unescape(hidden)}

    tab_a, tab_b = opened(), opened()
    saved = client.post(edit_url, {**tab_a, "weight": "7"})
    assert saved.status_code == 302
    seq = last_seq(founder)

    refused = client.post(edit_url, {**tab_b, "title_en": "Changed in tab B"})

    assert refused.status_code == 409  # as the README names it (it had been 200)
    errors = refused.context["form"].errors.as_data()
    assert [e.code for e in errors["weight"]] == ["rubric_item_changed"]
    assert "title_en" not in errors
    assert "(rubric_item_changed)" in refused.text
    # ... and why the form now shows other values than the person typed (a review's finding)
    (why,) = refused.context["form"].non_field_errors()
    assert "rubric_item_changed" in why
    now = items_of(founder, v2)[0]
    assert str(now.weight) == "7.00" and now.title_en == item.title_en
    assert last_seq(founder) == seq
    shown = refused.context["form"]
    assert shown.data["weight"] in ("7,00", "7.00")  # the item as it is now

    again = client.post(edit_url, {**shown.data, "title_en": "Changed in tab B"})
    assert again.status_code == 302
    now = items_of(founder, v2)[0]
    assert str(now.weight) == "7.00" and now.title_en == "Changed in tab B"


@pytest.mark.django_db
def test_an_altered_opened_with_is_refused(demo) -> None:
    founder, _, v2 = demo
    client = client_for(founder)
    item = items_of(founder, v2)[0]
    edit_url = version_url(v2, f"items/{item.pk}/edit/")
    data = {
        k: ("" if v is None else v) for k, v in client.get(edit_url).context["form"].initial.items()
    }
    for altered in ("[1, 2]", "{nope", "42"):
        page = client.post(edit_url, {**data, "weight": "9", "opened_with": altered})
        assert page.status_code == 200
        assert [e.code for e in page.context["form"].errors.as_data()["opened_with"]] == [
            "rubric_item_changed"
        ]
    assert items_of(founder, v2)[0].weight == item.weight


@pytest.mark.django_db
def test_a_target_the_quotes_do_not_write_is_hinted_on_saving_and_on_the_review_page(
    demo,
) -> None:
    """The hint never blocks: the item is saved, and the page says what to look at."""
    founder, _, v2 = demo
    client = client_for(founder)
    item = first_item(founder, v2, check_type="threshold_numeric")
    edit_url = version_url(v2, f"items/{item.pk}/edit/")
    page = client.get(edit_url)
    data = {k: ("" if v is None else v) for k, v in page.context["form"].initial.items()}
    params = {**item.check_params, "target": 987654}

    saved = client.post(edit_url, {**data, "check_params": json.dumps(params)}, follow=True)

    assert saved.status_code == 200
    shown = [str(m) for m in saved.context["messages"]]
    assert any("(check_target_not_quoted)" in m and "987654" in m for m in shown), shown
    assert first_item(founder, v2, pk=item.pk).check_params["target"] == 987654
    review = saved  # the review page the save returns to
    (row,) = [r for r in review.context["rows"] if r["item"].pk == item.pk]
    assert [hint.code for hint in row["hints"]] == ["check_target_not_quoted"]
    assert 'data-testid="check-hint"' in review.text
    others = [r for r in review.context["rows"] if r["item"].pk != item.pk]
    assert all(r["hints"] == [] for r in others)  # the demo's own items say what they quote
