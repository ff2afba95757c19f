# exercise: ex3_1
# mistake: Loops over the three names with range(1, 3), 1-based-style bounds, so only W_key and W_value are copied and W_query keeps its random values; the loop must cover all three indices, range(3).
import torch


def ex3_1(sa_v1, sa_v2):
    names = ["W_query", "W_key", "W_value"]
    for i in range(1, 3):
        nm = names[i]
        new_w = getattr(sa_v2, nm).weight.T
        setattr(sa_v1, nm, torch.nn.Parameter(new_w))
