# exercise: ex3_1
# mistake: The learner reshaped each (d_out, d_in) weight to (d_in, d_out) with .view, which refills the numbers row by row instead of swapping rows and columns; it must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear keeps (d_out, d_in), v1 wants (d_in, d_out): same cells, other layout
    for name in ["W_query", "W_key", "W_value"]:
        w = getattr(sa_v2, name).weight.detach()
        d_out, d_in = w.shape
        setattr(sa_v1, name, torch.nn.Parameter(w.clone().view(d_in, d_out)))
