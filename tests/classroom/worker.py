"""A site process in miniature for the kill-and-restart test: students join (or resume) and play the
class's deals in order, each finished hand committed, a line printed after each commit.

``python -m tests.classroom.worker URL CODE NAME …``
"""

from __future__ import annotations

import sys

from engine.classroom.play import hand_result
from engine.classroom.store import open_store
from engine.core.errors import BadInput
from tests.classroom.helpers import play_deal


def main(url: str, code: str, names: list[str]) -> None:
    store = open_store(url)
    while True:
        progressed = False
        for i, name in enumerate(names):
            klass = store.class_by_code(code)
            try:   # seated already (before a restart, say): the server finds its student by name
                student = store.student_named(klass.id, name)
            except BadInput:
                klass, student = store.join(code, name)
            if student.done >= klass.deals:
                continue
            result = hand_result(play_deal(klass, student.done, style=i))
            if store.record_hand(student.id, student.done, result):
                print(f"committed {name} {student.done}", flush=True)
            progressed = True
        if not progressed:
            print("all done", flush=True)
            return


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:])
