# exercise: ex3_1
# mistake: W_query receives sa_v2's key weights and W_key its query weights, which transposes the score matrix; each must get the matching layer (W_query from W_query, W_key from W_key).
import torch


def ex3_1(sa_v1, sa_v2):
    k = sa_v2.W_key.weight.T
    q = sa_v2.W_query.weight.T
    v = sa_v2.W_value.weight.T
    # v1 order in the book: key, query, value
    sa_v1.W_query = torch.nn.Parameter(k)
    sa_v1.W_key = torch.nn.Parameter(q)
    sa_v1.W_value = torch.nn.Parameter(v)
