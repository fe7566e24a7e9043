"""What the tests share: drivers of the app in CPython, and fakes of what the browser gives."""
