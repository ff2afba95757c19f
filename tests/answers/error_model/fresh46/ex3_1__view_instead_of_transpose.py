# exercise: ex3_1
# mistake: The learner reshapes the (d_out, d_in) Linear weight with .view(d_in, d_out) instead of transposing it; this only rearranges the numbers in memory order, so the matrix is wrong whenever d_in != d_out (and still wrong otherwise). The weight must be transposed (.T).
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.view(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.view(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.view(d_in, d_out))
