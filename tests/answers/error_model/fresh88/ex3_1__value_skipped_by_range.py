# exercise: ex3_1
# mistake: The loop over the three projection names runs range(len(names) - 1), so W_value is never copied; all three of W_query, W_key and W_value must get sa_v2's transposed weights.
import torch

PROJ_NAMES = ("W_query", "W_key", "W_value")


def _transfer(dst, src, name):
    with torch.no_grad():
        getattr(dst, name).copy_(getattr(src, name).weight.T)


def ex3_1(sa_v1, sa_v2):
    for i in range(len(PROJ_NAMES) - 1):
        _transfer(sa_v1, sa_v2, PROJ_NAMES[i])
