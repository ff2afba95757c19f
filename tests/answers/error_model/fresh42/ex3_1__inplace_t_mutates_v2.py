# exercise: ex3_1
# mistake: Uses the in-place .t_() on sa_v2's weights (inside no_grad), which transposes sa_v2's own Linear weights so sa_v2 is broken afterwards; the right thing is the out-of-place .T / .t().
import torch
import torch.nn as nn


def ex3_1(sa_v1, sa_v2):
    # To match nn.Linear's convention (x @ W.T), transpose the weight matrices
    # and wrap them as Parameters so they remain trainable.
    with torch.no_grad():
        sa_v1.W_query = nn.Parameter(sa_v2.W_query.weight.t_())
        sa_v1.W_key = nn.Parameter(sa_v2.W_key.weight.t_())
        sa_v1.W_value = nn.Parameter(sa_v2.W_value.weight.t_())
