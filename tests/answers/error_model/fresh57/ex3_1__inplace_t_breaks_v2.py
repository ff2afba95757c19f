# exercise: ex3_1
# mistake: Used the in-place t_() on sa_v2's weights, so sa_v1 gets the right matrices but sa_v2's own layers are left transposed and broken; it should take weight.T (a new view) and leave sa_v2 untouched.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        # transpose without allocating a new tensor
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.t_())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.t_())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.t_())
