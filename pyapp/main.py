"""The page's entry point in the browser (PyScript runs this file; see index.html)."""

from pyapp.browser import failed_start, start

try:
    PAGE = start()
except Exception as error:  # never a dead page: say what happened and how to start afresh
    failed_start(error)
