import os
import pathlib

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

REPO = pathlib.Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
