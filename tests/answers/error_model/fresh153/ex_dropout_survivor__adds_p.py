# exercise: ex_dropout_survivor
# mistake: Thinks the survivors gain the dropped mass p additively (1 + p = 1.1); they are divided by the keep probability, 1 / (1 - p) = 1.1111.
import torch

p = torch.tensor(0.1, dtype=torch.float64)
ones = torch.ones(3, 3, dtype=torch.float64)
# each surviving entry picks up the share that was dropped
survivor = ones[0, 0] + p
ex_dropout_survivor = round(survivor.item(), 4)
