# exercise: ex3_1
# mistake: The (d_out, d_in) weights were reshaped to (d_in, d_out) with .view, which keeps the memory order and scrambles the entries instead of transposing them; W must be weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    d_in, d_out = sa_v1.W_query.shape
    for name in ["W_query", "W_key", "W_value"]:
        W_linear = getattr(sa_v2, name).weight          # (d_out, d_in)
        W_raw = W_linear.detach().clone().view(d_in, d_out)
        setattr(sa_v1, name, torch.nn.Parameter(W_raw))
