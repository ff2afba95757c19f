# exercise: ex3_1
# mistake: Reshaped the (d_out, d_in) Linear weights to (d_in, d_out) with view, which keeps the memory order and scrambles the entries, instead of transposing them with .T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    print(sa_v2.W_query.weight.shape, "->", (d_in, d_out))
    with torch.no_grad():
        sa_v1.W_query.copy_(sa_v2.W_query.weight.view(d_in, d_out))
        sa_v1.W_key.copy_(sa_v2.W_key.weight.view(d_in, d_out))
        sa_v1.W_value.copy_(sa_v2.W_value.weight.view(d_in, d_out))
