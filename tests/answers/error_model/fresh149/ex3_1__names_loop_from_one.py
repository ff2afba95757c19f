# exercise: ex3_1
# mistake: Looped over the three names with range(1, 3) (1-based), so W_query is never copied; all three, range(3), must be set.
import torch

names = ["W_query", "W_key", "W_value"]


def ex3_1(sa_v1, sa_v2):
    for i in range(1, 3):
        nm = names[i]
        w = getattr(sa_v2, nm).weight
        setattr(sa_v1, nm, torch.nn.Parameter(w.T.clone()))
