from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django.test import Client

from cyberos_eval.tenancy import tenant_context
from governance.models import Subject
from governance.selectors import subject_for_user
from rubric.models import RubricVersion

# What a person types into the Cite form for the demo's ungrounded proposal: labor contract
# §5.1, quoted word for word in both languages (needed to approve and publish).
CITE_LABOR_5_1 = {
    "clause_ref": "§5.1",
    "source_quote_vi": "08 giờ trong một ngày và 40 giờ trong một tuần",
    "source_quote_en": "8 hours a day and 40 hours a week",
}


@pytest.fixture
def demo(db):
    """The demo: a founder, a published v1 and a draft v2 with GENIE proposals."""
    call_command("demo_setup", stdout=io.StringIO())
    from django.contrib.auth import get_user_model

    founder = subject_for_user(get_user_model().objects.get(username="founder"))
    assert founder is not None
    with tenant_context(founder.tenant_id):
        founder = Subject.objects.select_related("tenant", "user").get(pk=founder.pk)
        v1, v2 = RubricVersion.objects.select_related("rubric").order_by("version_no")
    return founder, v1, v2


def client_for(subject: Subject) -> Client:
    client = Client()
    client.force_login(subject.user)
    return client


def version_url(version: RubricVersion, suffix: str = "change/") -> str:
    return f"/admin/rubric/rubricversion/{version.pk}/{suffix}"
