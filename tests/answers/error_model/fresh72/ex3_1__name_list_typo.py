# exercise: ex3_1
# mistake: The list of names repeats "W_key" instead of containing "W_value", so W_value keeps its old random weights.
import torch

NAMES = ["W_query", "W_key", "W_key"]


def ex3_1(sa_v1, sa_v2):
    for n in NAMES:
        w = getattr(sa_v2, n).weight
        setattr(sa_v1, n, torch.nn.Parameter(w.T.clone()))
