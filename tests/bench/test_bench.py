"""The bench keeps working: its wire counting, and one whole run at tiny sizes.

The run is a subprocess (`python -m bench.run --plan tiny`) because the bench has settings of
its own (production's, its own database, the naive peer's app); it uses a database of its own
too (`<name>_bench_test`), so it disturbs neither these tests nor `make bench`.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from bench.run import END_MARKER, START_MARKER, percentile
from bench.wire import count_trace

ROOT = Path(__file__).resolve().parents[2]

# What libpq's trace (PQTRACE_SUPPRESS_TIMESTAMPS | PQTRACE_REGRESS_MODE) shows for psycopg's
# BEGIN, one statement with parameters, one prepared statement and COMMIT, then a statement
# in autocommit mode.
TRACE = """F\t10\tQuery\t "BEGIN"
B\t10\tCommandComplete\t "BEGIN"
B\t5\tReadyForQuery\t T
F\t26\tParse\t "" "SELECT "rubric"."id" FROM "rubric" WHERE "rubric"."id" = $1" 1 NNNN
F\t22\tBind\t "" "" 1 1 1 2 '\\x00\\x02' 1 0
F\t6\tDescribe\t P ""
F\t9\tExecute\t "" 0
F\t4\tSync
B\t4\tParseComplete
B\t11\tDataRow\t 1 1 '2'
B\t5\tReadyForQuery\t T
F\t34\tParse\t "_pg3_0" "SELECT set_config('app.tenant_id', $1, true)" 1 NNNN
F\t4\tSync
B\t5\tReadyForQuery\t T
F\t28\tBind\t "" "_pg3_0" 1 1 1 2 '\\x00\\x05' 1 0
F\t9\tExecute\t "" 0
F\t4\tSync
B\t5\tReadyForQuery\t T
F\t11\tQuery\t "COMMIT"
B\t5\tReadyForQuery\t I
F\t13\tQuery\t "SELECT 1"
B\t5\tReadyForQuery\t I
"""


def test_wire_count_reads_statements_transactions_and_round_trips() -> None:
    count = count_trace(TRACE)
    assert count.as_dict() == {
        "statements": 5,
        "transaction_control": 2,
        "other_statements": 3,
        "transactions": 2,  # BEGIN … COMMIT, then SELECT 1 on its own (autocommit)
        "round_trips": 6,
    }
    assert count.texts[1] == 'SELECT "rubric"."id" FROM "rubric" WHERE "rubric"."id" = $1'
    assert count.mentions("set_config") == 1


def test_percentile_interpolates() -> None:
    assert percentile([4.0, 1.0, 3.0, 2.0], 0.5) == 2.5
    assert percentile([1.0, 2.0], 0.95) == 1.95


def test_the_bench_runs_end_to_end_at_tiny_sizes(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    shutil.copy(ROOT / "bench" / "README.md", readme)
    report = tmp_path / "latest.json"
    env = {
        **os.environ,
        "BENCH_DATABASE_SUFFIX": "_bench_test",
        "WEB_CONCURRENCY": "1",
        "DJANGO_STATIC_ROOT": str(tmp_path / "static"),  # the bench collects them: from nothing
    }
    command = [sys.executable, "-m", "bench.run", "--plan", "tiny"]
    command += ["--report", str(report), "--readme", str(readme)]
    run = subprocess.run(  # noqa: S603
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]

    result = json.loads(report.read_text())
    read = result["reads"]["3"]
    for name in ("floor", "product", "peer"):
        assert read["full"][name]["n"] == 3
        assert read["wire"][name]["statements"] >= read["wire"][name]["transactions"] >= 1
    assert read["wire"]["floor"]["transactions"] == 1
    assert read["wire_304"]["product"]["statements"] >= 1
    assert result["publish"]["3"]["wire"]["statements"] > 0
    assert result["start_revision"]["3"]["wire"]["statements"] > 0
    assert result["admin_review"]["draft"]["wire"]["statements"] > 0
    assert result["audit"]["verify"]["rows"] >= 50
    assert result["parsing"]["separate"]["60"]["clauses"] == 60
    assert result["parsing"]["interleaved"]["long_over_short_per_clause"] > 0
    hostile = result["hostile_inputs"]["markdown_links"]
    assert hostile["lengths"] == [250, 1000] and hostile["growth"] > 0
    assert all(rate > 0 for rate in result["throughput"]["requests_per_s"].values())
    assert {row["target"] for row in result["targets"]} >= {"transactions per API read"}
    text = readme.read_text()
    section = text.split(START_MARKER, 1)[1].split(END_MARKER, 1)[0]
    assert "| 3 |" in section
