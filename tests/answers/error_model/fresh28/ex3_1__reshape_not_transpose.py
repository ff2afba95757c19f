# exercise: ex3_1
# mistake: Turned each (d_out, d_in) nn.Linear weight into the (d_in, d_out) shape with .reshape instead of .T, which reorders the numbers; the v1 matrices must be the transposed weights.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in = sa_v1.W_query.shape[0]
    d_out = sa_v1.W_query.shape[1]
    with torch.no_grad():
        # nn.Linear stores (d_out, d_in); v1 wants (d_in, d_out)
        sa_v1.W_query.copy_(sa_v2.W_query.weight.reshape(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.reshape(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.reshape(d_in, d_out))
