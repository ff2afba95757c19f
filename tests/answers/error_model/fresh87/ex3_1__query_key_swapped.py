# exercise: ex3_1
# mistake: The learner copies sa_v2's key weights into sa_v1.W_query and the query weights into sa_v1.W_key (the cache code names them k/q in the other order); each of W_query, W_key, W_value must get the transpose of the matching layer of sa_v2.
import torch


def ex3_1(sa_v1, sa_v2):
    # k first, then q, then v -- same order as my KV cache
    pairs = [("W_key", sa_v2.W_query), ("W_query", sa_v2.W_key), ("W_value", sa_v2.W_value)]
    with torch.no_grad():
        for name, lin in pairs:
            getattr(sa_v1, name).copy_(lin.weight.T)
