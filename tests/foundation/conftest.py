from __future__ import annotations

import io

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.test import Client


@pytest.fixture
def demo_founder_client(db) -> Client:
    """Signed in as the demo founder (tenant-wide rubric_admin), with the demo data."""
    call_command("demo_setup", stdout=io.StringIO())
    client = Client()
    client.force_login(get_user_model().objects.get(username="founder"))
    return client
