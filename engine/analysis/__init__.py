"""Looking at a game: the analysis behind the page's review, apart from the rules and bots.

- ``ledger``: the game told as accounts, from its public events: every purchase, what it cost and
  what it returned, and each seat's money after every round (the money chart).
- ``judge``: the master's judgement of one decision, from the deciding seat's own observation:
  what the master would have done there and what the difference is worth.
- ``coach``: the same master asked before the move: what it would do at a person's decision,
  with the figures that explain it.

Neither changes a game nor is needed to play one; the bots and the rules never import them.
"""
