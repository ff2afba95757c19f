# exercise: ex3_1
# mistake: Reshapes each nn.Linear weight (d_out, d_in) into (d_in, d_out) with .view(sa_v1.W_query.shape), which reorders the numbers instead of transposing; the right weight is sa_v2.W_query.weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # same numbers, just laid out the way v1 wants them
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            target = getattr(sa_v1, name)
            target.copy_(getattr(sa_v2, name).weight.view(target.shape))
