# exercise: ex3_1
# mistake: Gives sa_v1.W_query the key weights of sa_v2 and sa_v1.W_key the query weights; each of W_query, W_key must get its own counterpart from sa_v2.
import torch
from torch import nn


def ex3_1(sa_v1, sa_v2):
    # same order as in SelfAttention_v1.forward: keys, queries, values
    new_k = sa_v2.W_query.weight.T
    new_q = sa_v2.W_key.weight.T
    new_v = sa_v2.W_value.weight.T
    sa_v1.W_key = nn.Parameter(new_k)
    sa_v1.W_query = nn.Parameter(new_q)
    sa_v1.W_value = nn.Parameter(new_v)
