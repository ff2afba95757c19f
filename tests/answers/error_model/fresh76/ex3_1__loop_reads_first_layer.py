# exercise: ex3_1
# mistake: Inside the loop it always reads sa_v2's first layer (names[0]), so all three v1 matrices get the transposed query weight; each name must take its own layer's weight.
import torch

names = ["W_query", "W_key", "W_value"]


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in names:
            lin = getattr(sa_v2, names[0])
            getattr(sa_v1, name).copy_(lin.weight.mT)
