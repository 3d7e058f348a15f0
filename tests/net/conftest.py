import sys

import pytest


@pytest.fixture(autouse=True)
def quick_thread_switches():
    """Host and clients share one process in these tests: let threads take turns often, as
    separate programs would, so a message does not wait out a thread's time slice."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)
    yield
    sys.setswitchinterval(before)
