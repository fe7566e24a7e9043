"""The master's end-of-round value: written by ``scripts/fit_rollout_value.py`` (do not edit;
rerun it with ``--write``), from games of experts. Per player count and the round just begun:
a card in hand is worth ``per_card + per_token * its artist's tokens so far``, and a seat's
chance to win is ``exp(beta * W)`` over the table's sum, ``W`` its money plus its hand's worth."""

SOURCE = "python scripts/fit_rollout_value.py --games 2000 --seed 1 --write"
# players -> round just begun -> (per_card, per_token, beta)
VALUE: dict[int, dict[int, tuple[float, float, float]]] = {
    3: {
        2: (9.5577, 0.3387, 0.013194),
        3: (5.082, 0.2684, 0.015828),
        4: (3.0144, 0.1476, 0.025805),
    },
    4: {
        2: (11.5802, 0.3755, 0.017308),
        3: (8.5104, 0.2738, 0.021093),
        4: (3.703, 0.1827, 0.030401),
    },
    5: {
        2: (12.9584, 0.4304, 0.019268),
        3: (7.9072, 0.2988, 0.022631),
        4: (3.7179, 0.184, 0.034043),
    },
}
