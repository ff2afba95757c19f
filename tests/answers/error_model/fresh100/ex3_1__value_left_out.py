# exercise: ex3_1
# mistake: Slices the list of names with [:-1], so only W_query and W_key are copied and W_value keeps its random values; all three matrices must get sa_v2's transposed weights.
import torch

NAMES = ["W_query", "W_key", "W_value"]


def ex3_1(sa_v1, sa_v2):
    assign = lambda n: setattr(sa_v1, n, torch.nn.Parameter(getattr(sa_v2, n).weight.T))
    list(map(assign, NAMES[:-1]))
