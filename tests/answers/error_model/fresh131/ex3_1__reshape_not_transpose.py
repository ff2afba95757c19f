# exercise: ex3_1
# mistake: The learner reshapes the (d_out, d_in) Linear weight to (d_in, d_out) with .reshape, which reorders the numbers instead of transposing them; it needs weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    print("v1", sa_v1.W_query.shape, "v2", sa_v2.W_query.weight.shape)
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
    # shapes match now
