# exercise: ex3_1
# mistake: Used the in-place t_() on sa_v2's weights, which transposes sa_v2's own parameters (breaking sa_v2 and sharing storage with sa_v1); it must use the out-of-place .T (or a copy).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.t_())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.t_())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.t_())
