# exercise: ex3_1
# mistake: The loop sets all three matrices from sa_v2.W_query (the weight is fetched once before the loop instead of with getattr(sa_v2, name) inside it); each of W_query, W_key, W_value must get its own sa_v2 layer's weight.T.
import torch

names = ["W_query", "W_key", "W_value"]


def ex3_1(sa_v1, sa_v2):
    w = sa_v2.W_query.weight
    for name in names:
        print("copying", name)
        setattr(sa_v1, name, torch.nn.Parameter(w.T.clone()))
