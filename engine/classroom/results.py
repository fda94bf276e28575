"""What the dashboard shows, computed from one snapshot of the store, and the CSV export.

Pure data: the page turns it into tables and plotly charts. Names are returned as stored (the page
escapes them); the CSV guards against spreadsheet formulas in names.
"""

from __future__ import annotations

import csv
import io
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.classroom.store import ClassInfo


@dataclass
class StudentRowView:
    id: int
    name: str
    done: int
    won: int
    score: float
    moves: int = 0                   # moves of the hand in progress (0: none started)
    grades: Counter = field(default_factory=Counter)   # the coach's grades of their decisions ("…": not yet)


@dataclass
class DealView:
    index: int                       # 0-based
    played: int = 0
    won: int = 0
    outcomes: Counter = field(default_factory=Counter)     # the game's summary sentence -> students
    scores: list[float] = field(default_factory=list)


@dataclass
class PointView:
    deal: int
    ordinal: int
    label: str
    students: int
    choices: Counter                 # action text -> students
    point: str = ""                  # the digest of what the students knew (``play.point_of``)


@dataclass
class Dashboard:
    students: list[StudentRowView]
    deals: list[DealView]
    points: list[PointView]          # decision points two or more students reached with the same information

    @property
    def joined(self) -> int:
        return len(self.students)

    @property
    def finished(self) -> int:
        return sum(1 for s in self.students if s.done)


def dashboard(klass: ClassInfo, snap: dict, min_students: int = 2,
              grade_of: Callable[[str, str], str | None] | None = None) -> Dashboard:
    """``grade_of(point, choice)``: the coach's grade of a move at a decision point, or None while it is being
    worked out (engine/classroom/estimates.py keeps them): each student's decisions are counted by grade."""
    done: Counter = Counter()
    won: Counter = Counter()
    score: defaultdict = defaultdict(float)
    deals = [DealView(i) for i in range(klass.deals)]
    for h in snap["hands"]:
        sid, d = h["student_id"], h["deal_index"]
        done[sid] += 1
        won[sid] += bool(h["won"])
        score[sid] += h["score"]
        if 0 <= d < len(deals):
            deal = deals[d]
            deal.played += 1
            deal.won += bool(h["won"])
            deal.outcomes[h["summary"]] += 1
            deal.scores.append(h["score"])
    moving = {p["student_id"]: p["moves"] for p in snap.get("progress", ()) if p["deal_index"] == done[p["student_id"]]}
    graded: defaultdict = defaultdict(Counter)
    if grade_of is not None:
        student_of = {h["id"]: h["student_id"] for h in snap["hands"] if "id" in h}
        for d in snap["decisions"]:
            if d.get("hand_id") in student_of:
                graded[student_of[d["hand_id"]]][grade_of(d["point"], d["choice"]) or "…"] += 1
    students = [StudentRowView(s["id"], s["name"], done[s["id"]], won[s["id"]], score[s["id"]], moving.get(s["id"], 0),
                               graded[s["id"]])
                for s in snap["students"]]
    by_point: dict[tuple[int, str], PointView] = {}
    for d in snap["decisions"]:
        k = (d["deal_index"], d["point"])
        p = by_point.get(k)
        if p is None:
            p = by_point[k] = PointView(d["deal_index"], d["ordinal"], d["label"], 0, Counter(), d["point"])
        p.students += 1
        p.choices[d["choice"]] += 1
    points = sorted((p for p in by_point.values() if p.students >= min_students),
                    key=lambda p: (p.deal, p.ordinal, -p.students))
    return Dashboard(students, deals, points)


CSV_COLUMNS = ["class_code", "game", "student", "deal", "summary", "won", "score", "actions", "finished_at_utc",
               "decisions"]


def _cell(value) -> str:
    """A CSV cell that a spreadsheet will not run as a formula."""
    text = str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@", "\t", "\r") else text


def csv_text(klass: ClassInfo, snap: dict) -> str:
    """Every finished hand, one row each: who, which deal, the outcome, and the student's choices in order."""
    names = {s["id"]: s["name"] for s in snap["students"]}
    choices: defaultdict = defaultdict(list)
    for d in snap["decisions"]:
        choices[d["hand_id"]].append(d["choice"])
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_COLUMNS)
    for h in sorted(snap["hands"], key=lambda h: (names.get(h["student_id"], "").casefold(), h["deal_index"])):
        w.writerow([klass.shown_code, klass.game, _cell(names.get(h["student_id"], "?")), h["deal_index"] + 1,
                    _cell(h["summary"]), "yes" if h["won"] else "no", f"{h['score']:g}", h["actions"],
                    h["finished_at"].strftime("%Y-%m-%d %H:%M:%S"), _cell(" | ".join(choices[h["id"]]))])
    return out.getvalue()
