"""Words the citation checks and GENIE's rules must read alike, kept in one place.

No imports from the rest of the app: any module may import this one.
"""

from __future__ import annotations

# "chỉ" that restricts ("chỉ làm thêm giờ khi …", "only"), not the nouns built on it: "chỉ tiêu"
# (a target, a KPI), "chỉ số" (an index), "chỉ đạo" (direction), "chỉ định" (a designation),
# "chỉ thị" (a directive), "chỉ dẫn" (an instruction), "chỉ rõ" (to specify). A regular
# expression fragment; the caller bounds the word on its left.
ONLY_VI = r"chỉ(?!\s+(?:tiêu|số|đạo|định|thị|dẫn|rõ))"
