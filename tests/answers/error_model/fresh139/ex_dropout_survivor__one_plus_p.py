# exercise: ex_dropout_survivor
# mistake: Scales survivors by 1 + p = 1.1, as if the dropped fraction were added back linearly; survivors are scaled by 1 / (1 - p) = 1.1111.
from dataclasses import dataclass

@dataclass
class DropCfg:
    p: float = 0.1

cfg = DropCfg()
ex_dropout_survivor = round(1 + cfg.p, 4)
