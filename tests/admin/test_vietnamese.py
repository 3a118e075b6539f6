"""The admin in Vietnamese: pages without English labels, errors in the person's language that
name items by number and title, and weights written with a decimal comma.

The founder signs in through the login form; the demo tenant's language is Vietnamese and no
language cookie is set, so the admin speaks the tenant's language (TenantLanguageMiddleware).
"""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.test import Client

from audit.models import AuditEntry
from cyberos_eval.management.commands.demo_setup import (
    DEMO_FOUNDER_PASSWORD_DEFAULT,
    DEMO_FOUNDER_USERNAME,
)
from cyberos_eval.tenancy import tenant_context
from rubric.models import RubricItem, RubricVersion
from tests.admin.conftest import version_url

# Labels of Django's admin frame, on every page.
FRAME_ENGLISH = [
    "Skip to main content",
    "Toggle theme (current theme: auto)",
    "Toggle navigation",
    "Sidebar",
    "Filter navigation items",
    "Model name",
    "Add link",
    "Change or view list link",
    "Audit log",
    "Rubric",
    "Home",
    "Log out",
]
FRAME_VIETNAMESE = [
    "Chuyển đến nội dung chính",
    "Đổi giao diện (hiện tại: tự động)",
    "Thanh bên",
    "Các mục trong ứng dụng Nhật ký kiểm toán",
    "Nhật ký kiểm toán",
    "Bộ tiêu chí",
    "Trang chủ",
    "Thoát",
]


def signed_in_founder() -> Client:
    client = Client()
    response = client.post(
        "/admin/login/?next=/admin/",
        {"username": DEMO_FOUNDER_USERNAME, "password": DEMO_FOUNDER_PASSWORD_DEFAULT},
    )
    assert response.status_code == 302, response.content[:300]
    return client


def labels(html: str) -> set[str]:
    """What a person reads or hears: each text node and each aria-label/title/placeholder."""
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    attributes = re.findall(r'(?:aria-label|title|placeholder)="([^"]*)"', html)
    texts = re.sub(r"<[^>]+>", "\n", html).splitlines()
    return {unescape(text).strip() for text in [*texts, *attributes]} - {""}


def assert_speaks_vietnamese(html: str, english: list[str], vietnamese: list[str]) -> None:
    shown = labels(html)
    left = [label for label in FRAME_ENGLISH + english if label in shown]
    assert left == [], f"English labels left: {left}"
    missing = [label for label in FRAME_VIETNAMESE + vietnamese if label not in shown]
    assert missing == [], f"Vietnamese labels missing: {missing}"


@pytest.fixture
def founder_client(demo) -> Client:
    return signed_in_founder()


@pytest.fixture
def versions(demo) -> tuple[RubricVersion, RubricVersion, list[RubricItem]]:
    """The demo's v1 and v2, and v2's items in the version's order."""
    _founder, v1, v2 = demo
    with tenant_context(v2.tenant_id):
        items = list(v2.items.order_by("position", "created_at"))
    return v1, v2, items


@pytest.mark.django_db
def test_the_review_page_has_no_english_labels(founder_client: Client, versions) -> None:
    _v1, v2, items = versions
    page = founder_client.get(version_url(v2))
    assert page.status_code == 200
    assert_speaks_vietnamese(
        page.text,
        english=[
            "State",
            "Version",
            "In force",
            "Approved by",
            "Published by",
            "Items",
            "Add item",
            "Approve version",
            "Publish…",
            "Compare with previous",
            "History",
            "Vietnamese (operative)",
            "English (working translation)",
            "Source",
            "Kind",
            "Check",
            "Weight",
            "Provenance",
            "Accept",
            "Edit",
            "Remove",
            "go to item",
            "Accept selected proposals",
            "Both quotes, word for word as signed, are needed to approve and publish.",
        ],
        vietnamese=[
            "Trạng thái",
            "Phiên bản",
            "Hiệu lực",
            "Thêm mục",
            "Phê duyệt phiên bản",
            "Ban hành…",
            "Trọng số",
            "Nguồn gốc",
            "Chấp nhận",
            "Sửa",
            "Gỡ",
            "đến mục",
            "Cần có cả hai trích dẫn, nguyên văn như bản đã ký, để phê duyệt và ban hành.",
        ],
    )
    # The coherence summary names items by number and title, in Vietnamese, never by id.
    text = "\n".join(labels(page.text))
    numbered = {str(item.pk): number for number, item in enumerate(items, start=1)}
    ungrounded = next(item for item in items if item.needs_clause_ref)
    assert (
        f"Mục {numbered[str(ungrounded.pk)]} «{ungrounded.title_vi}» · Điều khoản: "
        "hãy trích dẫn điều khoản"
    ) in text
    assert "một người phải chấp nhận đề xuất GENIE này" in text
    assert "(rubric_item_uncited)" in text  # the stable code, in small print
    assert not any(str(item.pk) in text for item in items)
    assert "a person must accept" not in text and "cite the clause" not in text
    # The ungrounded proposal has no quotes either: each missing language, in Vietnamese.
    assert "cần có trích dẫn nguyên văn bằng tiếng Việt để ban hành" in text
    assert "cần có trích dẫn nguyên văn bằng tiếng Anh để ban hành" in text
    assert "required to publish" not in text


@pytest.mark.django_db
def test_the_audit_log_and_an_audit_row_have_no_english_labels(
    founder_client: Client, versions
) -> None:
    listing = founder_client.get("/admin/audit/auditentry/")
    assert listing.status_code == 200
    assert_speaks_vietnamese(
        listing.text,
        english=["Select audit entry to view", "Hash", "Sequence", "Kind", "Actor", "At"],
        vietnamese=["Nhật ký kiểm toán", "Mã băm", "Sự kiện", "Số thứ tự", "cấp quyền"],
    )
    with tenant_context(versions[0].tenant_id):
        entry = AuditEntry.objects.get(kind="governance.grant_issued", payload__role="rubric_admin")
    row = founder_client.get(f"/admin/audit/auditentry/{entry.pk}/change/")
    assert row.status_code == 200
    assert_speaks_vietnamese(
        row.text,
        english=[
            "View audit entry",
            "Tenant:",
            "Id:",
            "Sequence:",
            "Payload:",
            "Hash version:",
            "Prev hash:",
            "Hash:",
            "Trace id:",
            "Close",
        ],
        vietnamese=[
            "Xem bản ghi kiểm toán",
            "Số thứ tự:",
            "Nội dung:",
            "Phiên bản định dạng mã băm:",
            "Mã băm của bản ghi trước:",
            "Mã băm:",
            "cấp quyền",
            "Đóng",
        ],
    )


@pytest.mark.django_db
def test_the_rubric_history_has_no_english_labels(founder_client: Client, versions) -> None:
    v1, _v2, _items = versions
    with tenant_context(v1.tenant_id):
        first_labor_ref = (
            v1.items.filter(source_doc="labor_contract").order_by("position").first().clause_ref
        )
    page = founder_client.get(f"/admin/audit/auditentry/rubric/{v1.rubric_id}/")
    assert page.status_code == 200
    assert_speaks_vietnamese(
        page.text,
        english=[
            "When",
            "What",
            "Action",
            "Version",
            "Item",
            "Who",
            "rubric_created",
            "genie_proposed",
            "item_accepted",
            "published",
            f"labor_contract {first_labor_ref}",
        ],
        vietnamese=[
            "Thời điểm",
            "Sự kiện",
            "Thao tác",
            "Người thực hiện",
            "tạo bộ tiêu chí",
            "GENIE đề xuất",
            "chấp nhận đề xuất",
            f"hợp đồng lao động {first_labor_ref}",
        ],
    )


@pytest.mark.django_db
def test_a_refused_approval_speaks_vietnamese_and_names_items(
    founder_client: Client, versions
) -> None:
    _v1, v2, items = versions
    page = founder_client.post(version_url(v2, "approve/"), follow=True)
    messages = [
        re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", "", str(m))))
        for m in page.context["messages"]
    ]
    assert messages[0] == "Phiên bản 2 chưa thể được phê duyệt. (rubric_item_not_accepted)"
    kpi = next(
        (number, item)
        for number, item in enumerate(items, start=1)
        if item.item_kind == "kpi" and item.accepted_at is None
    )
    assert (
        f"· Mục {kpi[0]} «{kpi[1].title_vi}»: một người phải chấp nhận đề xuất GENIE này "
        "(rubric_item_not_accepted)"
    ) in messages
    assert not any(str(item.pk) in message for item in items for message in messages)
    assert '<small class="error-code">(rubric_item_not_accepted)</small>' in page.text

    publish = founder_client.post(version_url(v2, "publish/"), {"effective_from": "2027-01-01"})
    flagged = next(number for number, item in enumerate(items, start=1) if item.needs_clause_ref)
    assert (
        f"Mục {flagged} «Tuân thủ nội quy lao động» · Điều khoản: hãy trích dẫn điều khoản"
    ) in unescape(publish.text)


@pytest.mark.django_db
def test_weights_take_a_decimal_comma_in_vietnamese(founder_client: Client, versions) -> None:
    _v1, v2, items = versions
    confidentiality = next(item for item in items if item.obligation_kind == "confidentiality")
    edit_url = version_url(v2, f"items/{confidentiality.pk}/edit/")
    form = founder_client.get(edit_url)
    assert form.context["form"].initial["weight"] == "15,00"  # shown as Vietnamese writes it
    data = {k: "" if v is None else v for k, v in form.context["form"].initial.items()}

    saved = founder_client.post(edit_url, {**data, "weight": "0,5"})
    assert saved.status_code == 302, saved.context["form"].errors if saved.context else saved
    with tenant_context(v2.tenant_id):
        assert str(RubricItem.objects.get(pk=confidentiality.pk).weight) == "0.50"

    # The form opened again on the item as saved (a form opened before would be stale:
    # rubric_item_changed).
    form = founder_client.get(edit_url)
    data = {k: "" if v is None else v for k, v in form.context["form"].initial.items()}
    refused = founder_client.post(edit_url, {**data, "weight": "-0,5"})
    (error,) = refused.context["form"].errors.as_data()["weight"]
    assert error.code == "rubric_item_weight_negative"
    assert "trọng số không được âm" in refused.text
    assert '<small class="error-code">(rubric_item_weight_negative)</small>' in refused.text


@pytest.mark.django_db
def test_a_login_with_an_empty_password_says_so_in_vietnamese() -> None:
    # (the page's heading of its errors, a plural form Django's catalogue lacks, was English)
    page = Client().post(
        "/admin/login/?next=/admin/",
        {"username": DEMO_FOUNDER_USERNAME, "password": ""},
        HTTP_ACCEPT_LANGUAGE="vi",
    )
    shown = labels(page.text)
    assert "Vui lòng sửa các lỗi dưới đây." in shown
    assert not any(label.startswith("Please correct") for label in shown)
