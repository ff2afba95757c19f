# exercise: ex3_1
# mistake: The learner used reshape(d_in, d_out) to turn the (d_out, d_in) Linear weight into the v1 layout; reshape keeps the memory order and scrambles the entries, only a transpose (.T) gives x @ W = x @ weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in = sa_v1.W_query.shape[0]
    d_out = sa_v1.W_query.shape[1]
    print("d_in", d_in, "d_out", d_out)
    print("linear weight shape", sa_v2.W_query.weight.shape)
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
