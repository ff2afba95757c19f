# exercise: ex3_1
# mistake: The list of names to copy has "W_key" twice and no "W_value", so W_value keeps its random values; all three of W_query, W_key and W_value must be copied.
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ["W_query", "W_key", "W_key"]:
            src = getattr(sa_v2, name).weight   # (d_out, d_in)
            dst = getattr(sa_v1, name)          # (d_in, d_out)
            dst.copy_(src.T)
