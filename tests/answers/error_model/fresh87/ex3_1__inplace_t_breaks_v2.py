# exercise: ex3_1
# mistake: The learner transposes sa_v2's weights in place with .t_() and shares them, so sa_v2's own layers now hold (d_in, d_out) matrices and sa_v2 is broken (or gives other numbers); the transpose must be a new view/copy (weight.T) that leaves sa_v2 unchanged.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        # avoid an extra copy, the cache is big enough already
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.t_())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.t_())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.t_())
