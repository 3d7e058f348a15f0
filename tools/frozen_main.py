"""Entry point of the packaged (PyInstaller) app: the same command line as `pairs-table`.

Windows starts a windowed program (PairsTable.exe) without standard streams: there they are
opened on the null device, so a command run from it goes silently to its end with its exit
code instead of failing on the first print. The console twin, PairsTable-cli.exe, prints.
"""

import multiprocessing
import os
import sys

from pairs_table.__main__ import main


def give_missing_streams_a_null_device() -> None:
    for name, mode in (("stdin", "r"), ("stdout", "w"), ("stderr", "w")):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, mode, encoding="utf-8"))  # noqa: SIM115 - lives as long as the process


if __name__ == "__main__":
    give_missing_streams_a_null_device()
    multiprocessing.freeze_support()  # AI worker processes start through this executable
    sys.exit(main())
