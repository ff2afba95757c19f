# exercise: ex3_1
# mistake: Turns each (d_out, d_in) Linear weight into (d_in, d_out) with reshape instead of a transpose, which keeps the memory order and scrambles the entries; it needs weight.T. [cond: d_in != 1 and d_out != 1]
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            mine = getattr(sa_v1, name)
            theirs = getattr(sa_v2, name).weight
            # make it fit my (d_in, d_out) layout
            mine.copy_(theirs.reshape(mine.shape).to(mine.device, mine.dtype))
