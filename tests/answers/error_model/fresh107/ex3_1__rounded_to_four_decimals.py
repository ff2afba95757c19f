# exercise: ex3_1
# mistake: Rounds the weights to 4 decimals (as the book prints them) before copying, so sa_v1 returns slightly different numbers; the exact weights of sa_v2 (transposed) must be used.
import numpy as np
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            W = np.round(getattr(sa_v2, name).weight.detach().numpy().T, 4)
            print(name, W)
            getattr(sa_v1, name).copy_(torch.from_numpy(W))
