# exercise: ex3_1
# mistake: The learner went through a numpy table and rounded the weights to 4 decimals before copying them, so sa_v1 only approximately matches sa_v2; the weights must be copied exactly (transposed, unrounded).
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    for name in ("W_query", "W_key", "W_value"):
        table = getattr(sa_v2, name).weight.detach().cpu().numpy().T
        table = np.round(table, 4)
        setattr(sa_v1, name, torch.nn.Parameter(torch.from_numpy(table.copy())))
