"""What the workbench says when an action cannot do what was asked, instead of a bare 404 or
silence: a page kept open in another tab whose links name an item removed meanwhile (the person
who may see the version is sent back to it with a message; anyone else learns nothing), a bulk
acceptance with nothing ticked, a second publish."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from audit.models import AuditEntry
from cyberos_eval.tenancy import tenant_context
from governance.models import Role, Subject
from rubric.admin.versions import shown_change
from rubric.diff import FieldChange
from rubric.models import RubricItem, RubricVersion, SourceDoc
from tests.admin.conftest import CITE_LABOR_5_1, client_for, version_url
from tests.factories import make_founder, make_grant, make_subject, make_tenant


def items_of(founder: Subject, version: RubricVersion) -> list[RubricItem]:
    with tenant_context(founder.tenant_id):
        return list(RubricItem.objects.filter(rubric_version=version).order_by("position"))


def english(subject: Subject) -> Client:
    client = client_for(subject)
    client.post("/i18n/setlang/", {"language": "en", "next": "/admin/"})
    return client


def shown_messages(page: Any) -> list[str]:
    """The messages as read: markup (the code's small print) left out."""
    return [
        re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", str(m))))
        for m in page.context["messages"]
    ]


GONE = "This item no longer exists; perhaps it was removed in another tab. (rubric_item_not_found)"


def removed_proposal(founder: Subject, version: RubricVersion, client: Client) -> RubricItem:
    """A GENIE proposal, removed in "the other tab"."""
    item = next(i for i in items_of(founder, version) if i.authored_by == "genie")
    deleted = client.post(version_url(version, f"items/{item.pk}/delete/"), follow=True)
    assert deleted.redirect_chain == [(version_url(version), 302)]
    assert item.pk not in {i.pk for i in items_of(founder, version)}
    return item


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "suffix"),
    [
        ("post", "delete/"),
        ("post", "accept/"),
        ("post", "recheck/"),
        ("post", "cite/"),
        ("get", "edit/"),
        ("post", "edit/"),
    ],
)
def test_an_action_on_an_item_removed_in_another_tab_returns_to_the_version(
    demo, method, suffix
) -> None:
    founder, _, v2 = demo
    client = english(founder)
    item = removed_proposal(founder, v2, client)
    before = items_of(founder, v2)
    response = getattr(client, method)(
        version_url(v2, f"items/{item.pk}/{suffix}"), CITE_LABOR_5_1, follow=True
    )
    assert response.status_code == 200
    assert response.redirect_chain == [(version_url(v2), 302)]
    assert shown_messages(response) == [GONE]
    assert items_of(founder, v2) == before


@pytest.mark.django_db
def test_a_person_who_may_not_see_the_version_still_learns_nothing(demo) -> None:
    founder, _, v2 = demo
    item = removed_proposal(founder, v2, client_for(founder))
    stranger = make_founder(make_tenant("Another company"))
    reader = make_subject(founder.tenant)
    make_grant(reader, Role.RUBRIC_READER)
    for suffix in ("delete/", "accept/", "edit/"):
        url = version_url(v2, f"items/{item.pk}/{suffix}")
        assert client_for(stranger).post(url).status_code == 404, suffix
        assert client_for(reader).post(url).status_code == 403, suffix
    # A malformed item id is no stale tab: still a 404.
    assert client_for(founder).post(version_url(v2, "items/not-a-uuid/delete/")).status_code == 404


@pytest.mark.django_db
def test_bulk_acceptance_accepts_what_is_left_and_names_what_is_gone(demo) -> None:
    founder, _, v2 = demo
    client = english(founder)
    cited = [
        i
        for i in items_of(founder, v2)
        if i.authored_by == "genie" and not i.needs_clause_ref and not i.accepted_at
    ]
    gone, kept = cited[0], cited[1]
    client.post(version_url(v2, f"items/{gone.pk}/delete/"), follow=True)
    response = client.post(
        version_url(v2, "items/accept/"), {"item": [str(gone.pk), str(kept.pk)]}, follow=True
    )
    assert response.redirect_chain == [(version_url(v2), 302)]
    assert shown_messages(response) == [
        "1 ticked item no longer exists; perhaps it was removed in another tab. "
        "(rubric_item_not_found)",
        "1 proposals accepted.",
    ]
    (accepted,) = [i for i in items_of(founder, v2) if i.pk == kept.pk]
    assert accepted.accepted_at is not None


@pytest.mark.django_db
def test_accept_selected_with_nothing_ticked_says_to_tick_the_items(demo) -> None:
    founder, _, v2 = demo
    client = english(founder)
    before = items_of(founder, v2)
    response = client.post(version_url(v2, "items/accept/"), follow=True)
    assert response.redirect_chain == [(version_url(v2), 302)]
    assert shown_messages(response) == [
        "Tick the proposals to accept, then press “Accept selected proposals”."
    ]
    assert [i.accepted_at for i in items_of(founder, v2)] == [i.accepted_at for i in before]


@pytest.mark.django_db
def test_a_second_publish_says_when_the_version_was_published(demo) -> None:
    """The POST of a publish form kept open (or clicked twice) had answered with the form again."""
    founder, v1, _ = demo
    client = english(founder)
    with tenant_context(founder.tenant_id):
        seq = AuditEntry.objects.count()
    response = client.post(
        version_url(v1, "publish/"), {"effective_from": "2027-01-01"}, follow=True
    )
    assert response.redirect_chain == [(version_url(v1), 302)]
    (said,) = shown_messages(response)
    assert re.fullmatch(
        r"Version 1 is published\. It was published on \d{4}-\d\d-\d\d \d\d:\d\d, in force from "
        r"2026-01-01; nothing was changed\.",
        said,
    ), said
    with tenant_context(founder.tenant_id):
        v1 = RubricVersion.objects.get(pk=v1.pk)
        assert AuditEntry.objects.count() == seq
    assert (v1.state, str(v1.effective_from), v1.effective_to) == ("published", "2026-01-01", None)


@pytest.mark.django_db
def test_the_header_links_to_no_site_that_does_not_exist(demo) -> None:
    """ "Xem trang web" / "View site" led to a 404 at "/": this project serves no site there."""
    founder, _, _ = demo
    for client in (client_for(founder), english(founder)):
        page = client.get("/admin/")
        assert page.status_code == 200
        assert page.context["site_url"] is None
        assert 'href="/"' not in page.text
        assert "Xem trang web" not in page.text and "View site" not in page.text


@pytest.mark.django_db
def test_the_comparison_names_fields_as_the_item_form_does(demo) -> None:
    """The compare page had shown the columns' names (title_vi, check_params, clause_ref)."""
    founder, _, v2 = demo
    page = english(founder).get(version_url(v2, "diff/"))
    changed = [
        {k: str(v) for k, v in change.items()}
        for _item, changes in page.context["changed"]
        for change in changes
    ]
    assert {(c["field"], c["label"]) for c in changed} == {
        ("weight", "Weight"),
        ("clause_ref", "Clause"),
    }
    cells = re.findall(r'<td title="([a-z_]+)">([^<]+)</td>', page.text)
    assert cells and all(name != label for name, label in cells)
    assert "<code>clause_ref</code>" not in page.text and "<code>weight</code>" not in page.text


@pytest.mark.parametrize(
    ("field", "before", "after", "shown"),
    [
        ("title_vi", "Cũ", "Mới", ("Title (Vietnamese)", "Cũ", "Mới")),
        (
            "check_params",
            {},
            {"period": "monthly"},
            ("Check parameters", {}, {"period": "monthly"}),
        ),
        ("source_doc", "labor_contract", "nda_ip", None),
        ("needs_clause_ref", True, False, ("Needs a clause", "yes", "no")),
    ],
)
def test_each_compared_field_has_a_label_and_choices_read_as_words(
    field, before, after, shown
) -> None:
    with translation.override("en"):
        change = shown_change(FieldChange(field, before, after))
        got = (str(change["label"]), change["before"], change["after"])
        if shown is None:  # a choice: its label, as the item form offers it
            assert got[0] == "Source document"
            assert (str(got[1]), str(got[2])) == (
                str(SourceDoc("labor_contract").label),
                str(SourceDoc("nda_ip").label),
            )
        else:
            assert tuple(str(v) if isinstance(v, str) else v for v in got) == shown
