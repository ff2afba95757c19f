# exercise: ex3_1
# mistake: The learner gave sa_v1.W_query the key weights and sa_v1.W_key the query weights; each must get its own counterpart (W_query <- W_query.weight.T, W_key <- W_key.weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    pairs = [("W_key", sa_v2.W_query), ("W_query", sa_v2.W_key), ("W_value", sa_v2.W_value)]
    for name, lin in pairs:
        setattr(sa_v1, name, torch.nn.Parameter(lin.weight.T))
