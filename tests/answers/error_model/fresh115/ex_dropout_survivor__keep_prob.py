# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1 - p = 0.9; PyTorch's (inverted) dropout divides them by 1 - p, so they become 1 / 0.9 = 1.1111.
from dataclasses import dataclass


@dataclass
class Drop:
    p: float = 0.1
    keep: float = 0.0
    value: float = 0.0


d = Drop()
d.keep = 1 - d.p
d.value = 1.0 * d.keep   # expectation: keep * value
ex_dropout_survivor = round(d.value, 4)
