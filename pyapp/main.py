"""The page's entry point in the browser (PyScript runs this file; see index.html)."""

from pyapp.browser import start

PAGE = start()
