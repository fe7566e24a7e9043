"""What the tests share that is not a test: a page for the run loop without a browser
(``host.FakeHost``)."""
