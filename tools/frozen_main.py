"""Entry point of the packaged (PyInstaller) app: the same command line as `pairs-table`."""

import multiprocessing
import sys

from pairs_table.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # AI worker processes start through this executable
    sys.exit(main())
