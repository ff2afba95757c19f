# exercise: ex3_1
# mistake: Uses the in-place .t_() on sa_v2's weights to get the transpose, which transposes sa_v2's own weights too, so sa_v2 is broken afterwards (wrong result, or a shape error when d_in != d_out); use the out-of-place .T.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.t_())
        sa_v1.W_key.copy_(sa_v2.W_key.weight.t_())
        sa_v1.W_value.copy_(sa_v2.W_value.weight.t_())
