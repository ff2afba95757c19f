# exercise: ex3_1
# mistake: The learner rounds the copied weights to 2 decimals (to make the printed matrices match), so sa_v1 no longer returns exactly what sa_v2 returns; the weights must be copied exactly (transposed).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            w = getattr(sa_v2, name).weight.T
            print(name, w)
            getattr(sa_v1, name).copy_(torch.round(w, decimals=2))
