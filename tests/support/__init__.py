"""What the tests share that is not a test: drivers of the app in CPython (``table.Table``)
and a page for the run loop without a browser (``host.FakeHost``)."""
