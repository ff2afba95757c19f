# exercise: ex3_1
# mistake: Transposes with the in-place .t_() on sa_v2's own weights, so sa_v2's layers now hold (d_in, d_out) matrices and sa_v2 no longer computes what it did (it crashes for d_in != d_out); transpose out of place with .T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query = torch.nn.Parameter(sa_v2.W_query.weight.t_())
        sa_v1.W_key = torch.nn.Parameter(sa_v2.W_key.weight.t_())
        sa_v1.W_value = torch.nn.Parameter(sa_v2.W_value.weight.t_())
