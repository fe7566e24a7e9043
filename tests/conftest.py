import sys
from pathlib import Path

# The tests import the engine from the repository root and their helpers from this folder.
for path in (Path(__file__).resolve().parent.parent, Path(__file__).resolve().parent):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))
