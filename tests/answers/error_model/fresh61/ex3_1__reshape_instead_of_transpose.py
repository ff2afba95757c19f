# exercise: ex3_1
# mistake: Reshapes each nn.Linear weight (d_out, d_in) into the (d_in, d_out) shape of the v1 matrix with .view instead of transposing it, which scrambles the entries; the right thing is W = weight.T. [cond: d_in != d_out or any non-symmetric weight]
import torch


def ex3_1(sa_v1, sa_v2):
    # v1 wants (d_in, d_out), Linear stores (d_out, d_in) -> make the shapes agree
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_value"]:
            W_v1 = getattr(sa_v1, name)
            W_v2 = getattr(sa_v2, name).weight
            W_v1.copy_(W_v2.reshape(W_v1.shape))
