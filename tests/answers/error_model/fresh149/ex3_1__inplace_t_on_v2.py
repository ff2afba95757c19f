# exercise: ex3_1
# mistake: Transposed sa_v2's weights in place with .t_() (under no_grad), so sa_v1 is right but sa_v2's own weights are now transposed and sa_v2 is broken (it fails or, for square weights, computes something else); use the non-in-place .T, nn.Parameter(sa_v2.W_query.weight.T), leaving sa_v2 unchanged.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        # W' like in matlab
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.t_())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.t_())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.t_())
