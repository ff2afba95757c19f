# exercise: ex3_1
# mistake: Uses the in-place .t_() on sa_v2's weights, which transposes sa_v2's own nn.Linear weights, so sa_v2 is broken (or computes something else) afterwards; it should take a transposed view (.T) or a copy without touching sa_v2.
import torch


def ex3_1(sa_v1, sa_v2):
    # linear stores W transposed -> flip it
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.t_())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.t_())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.t_())
