"""The committed app icons, read back with a reader written here from the formats (not the
writer's code): the Windows ICO and the macOS ICNS hold PNG images of the expected sizes."""

import importlib.util
import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ICON = ROOT / "assets" / "icon"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (it must come first)."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    return struct.unpack(">II", data[16:24])


def read_ico(data: bytes) -> list[tuple[int, int, tuple[int, int]]]:
    """(width, height) from each directory entry, with the size of the PNG it points to."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1), "not an icon file"
    out = []
    for i in range(count):
        w, h, colours, _res, planes, bits, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        assert offset >= 6 + 16 * count and offset + length <= len(data)
        assert (colours, planes, bits) == (0, 1, 32)
        out.append((w or 256, h or 256, png_size(data[offset:offset + length])))
    return out


def read_icns(data: bytes) -> dict[str, tuple[int, int]]:
    """Each element's type and the size of the PNG it holds."""
    magic, total = struct.unpack(">4sI", data[:8])
    assert magic == b"icns" and total == len(data)
    out, pos = {}, 8
    while pos < total:
        kind, length = struct.unpack(">4sI", data[pos:pos + 8])
        assert length > 8 and pos + length <= total
        out[kind.decode("ascii")] = png_size(data[pos + 8:pos + length])
        pos += length
    assert pos == total
    return out


def test_the_windows_icon_holds_every_size_from_16_to_256():
    entries = read_ico((ICON / "pairs_table.ico").read_bytes())
    assert sorted(w for w, _h, _png in entries) == [16, 24, 32, 48, 64, 128, 256]
    for w, h, png in entries:
        assert w == h and png == (w, h)


def test_the_macos_icon_holds_the_retina_set():
    elements = read_icns((ICON / "pairs_table.icns").read_bytes())
    # pixel sizes of the PNG element types (Apple's icns types)
    expected = {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
                "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}
    assert elements == {kind: (px, px) for kind, px in expected.items()}


def test_the_png_icon_is_256_pixels():
    assert png_size((ICON / "pairs_table.png").read_bytes()) == (256, 256)


@pytest.fixture
def make_icon():
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "tools" / "make_icon.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def fake_png(size: int) -> bytes:
    ihdr = struct.pack(">II5B", size, size, 8, 6, 0, 0, 0)
    return PNG_SIGNATURE + struct.pack(">I", 13) + b"IHDR" + ihdr + b"\0\0\0\0" + bytes(size % 7)


def test_the_writers_lay_out_entries_the_readers_find(make_icon):
    pngs = {s: fake_png(s) for s in (16, 24, 32, 48, 64, 128, 256, 512)}
    ico = make_icon.ico_bytes({s: pngs[s] for s in (16, 48, 256)})
    assert [(w, png) for w, _h, png in read_ico(ico)] == [(16, (16, 16)), (48, (48, 48)), (256, (256, 256))]
    icns = read_icns(make_icon.icns_bytes(pngs))
    assert icns["ic09"] == (512, 512) and icns["icp4"] == (16, 16) and len(icns) == len(make_icon.ICNS_TYPES)
