"""The README's API walkthrough, run verbatim against a demo set up in the test database.

The fenced bash block of "For the evaluation service" is run by a real bash with the real curl
and the project's venv, after the one substitution the README asks of its reader: the
`export TENANT=… RUBRIC=… TOKEN=…` line replaced by the one `demo_setup` printed. Only the
transport differs from a reader's terminal: a shell function passes curl `--connect-to`, so
`127.0.0.1:8000` in the commands reaches the test's live server, and keeps each response in a
file; `manage.py` runs against the test database (DJANGO_SETTINGS_MODULE in the environment).
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.core.management import call_command

from cyberos_eval.tenancy import tenant_context
from governance.models import Subject, Tenant
from rubric.selectors import tenant_today
from tests.e2e.conftest import serving

ROOT = Path(__file__).resolve().parents[1]
SECTION = "## For the evaluation service (the REST API)"
PLACEHOLDER = "export TENANT=… RUBRIC=… TOKEN=…"


def walkthrough() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert SECTION in readme
    section = readme.split(SECTION, 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"^```bash\n(.*?)^```", section, flags=re.S | re.M)
    assert len(blocks) == 1, "the walkthrough is one bash block"
    return blocks[0]


def paste(script: str, printed_line: str) -> str:
    """What the README tells the reader to do: the printed line in place of the placeholder."""
    lines = script.splitlines()
    placeholders = [i for i, line in enumerate(lines) if line.startswith(PLACEHOLDER)]
    assert len(placeholders) == 1, "the README shows where to paste `make demo`'s line"
    lines[placeholders[0]] = printed_line
    return "\n".join(lines) + "\n"


@pytest.fixture
def live_port(committed: None) -> Iterator[int]:
    with serving() as port:
        yield port


def test_the_readme_api_walkthrough_works_against_the_demo(live_port: int, tmp_path: Path) -> None:
    out = io.StringIO()
    call_command("demo_setup", stdout=io.StringIO())  # `make demo` twice: still one account
    call_command("demo_setup", stdout=out)
    printed = [line for line in out.getvalue().splitlines() if line.startswith("export TENANT=")]
    assert len(printed) == 1, out.getvalue()
    values = dict(part.split("=", 1) for part in printed[0].removeprefix("export ").split())
    assert set(values) == {"TENANT", "RUBRIC", "TOKEN"}

    responses = tmp_path / "responses"
    responses.mkdir()
    transport = (
        "curl() {\n"
        "  _n=$(( ${_n:-0} + 1 ))\n"
        f"  command curl --silent --show-error --connect-to 127.0.0.1:8000:127.0.0.1:{live_port}"
        f' -o "{responses}/$_n.json" --write-out "%{{http_code}}" "$@"'
        f' > "{responses}/$_n.status"\n'
        "}\n"
    )
    result = subprocess.run(  # noqa: S603
        ["/bin/bash", "-e", "-o", "pipefail", "-c", transport + paste(walkthrough(), printed[0])],
        cwd=ROOT,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "cyberos_eval.settings.test"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr

    def response(n: int) -> tuple[int, dict]:
        status = int((responses / f"{n}.status").read_text())
        return status, json.loads((responses / f"{n}.json").read_text(encoding="utf-8"))

    assert sorted(p.name for p in responses.glob("*.json")) == ["1.json", "2.json", "3.json"]
    status, rubrics = response(1)
    assert status == 200, rubrics
    listed = rubrics["results"] if isinstance(rubrics, dict) else rubrics
    assert values["RUBRIC"] in {rubric["id"] for rubric in listed}

    with tenant_context(values["TENANT"]):
        today = tenant_today(Tenant.objects.get()).isoformat()
        accounts = dict(Subject.objects.filter(kind="service").values_list("username", "pk"))
    status, in_force = response(2)
    assert status == 200, in_force
    assert in_force["at"] == today
    assert in_force["version"]["rubric_id"] == values["RUBRIC"]
    assert (in_force["version"]["version_no"], in_force["version"]["state"]) == (1, "published")
    assert len(in_force["version"]["items"]) > 0
    assert all(item["clause_ref"] for item in in_force["version"]["items"])

    status, on_date = response(3)  # the second service account, created by the commands
    assert status == 200, on_date
    assert (on_date["at"], on_date["version"]["version_no"]) == ("2026-03-15", 1)
    assert set(accounts) == {"eval-svc", "hr-reports"}
