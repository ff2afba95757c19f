# exercise: ex3_1
# mistake: The learner assigned to w_query, w_key, w_value (lowercase), creating new unused parameters while the forward still uses the old W_query, W_key, W_value; the original attributes must be replaced.
from torch import nn


def ex3_1(sa_v1, sa_v2):
    sa_v1.w_query = nn.Parameter(sa_v2.W_query.weight.T)
    sa_v1.w_key = nn.Parameter(sa_v2.W_key.weight.T)
    sa_v1.w_value = nn.Parameter(sa_v2.W_value.weight.T)
