# exercise: ex_dropout_survivor
# mistake: Scaled the survivors by 1/p = 10, reading p as the keep probability; p is the drop probability, so the scale is 1/(1 − p) = 1.1111.
import torch

drop = 0.1
ones = torch.ones(4, 4)
scale = 1 / drop
ex_dropout_survivor = float(f"{scale:.4f}")
