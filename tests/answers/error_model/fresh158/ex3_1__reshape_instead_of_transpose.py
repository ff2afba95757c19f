# exercise: ex3_1
# mistake: For W_value the learner used reshape(d_in, d_out) on the (d_out, d_in) weight, which has the right shape but scrambles the entries; it needs weight.T like the other two.
import torch


def ex3_1(sa_v1, sa_v2):
    d_out, d_in = sa_v2.W_query.weight.shape
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.T)
        sa_v1.W_key.copy_(sa_v2.W_key.weight.T)
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
