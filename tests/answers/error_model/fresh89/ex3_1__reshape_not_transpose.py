# exercise: ex3_1
# mistake: The (d_out, d_in) weight is reshaped to (d_in, d_out), which reinterprets the memory instead of transposing it; it must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    for nm in ("W_query", "W_key", "W_value"):
        w = getattr(sa_v2, nm).weight.detach()
        rows, cols = w.shape  # (d_out, d_in)
        # (out, in) -> (in, out)
        setattr(sa_v1, nm, torch.nn.Parameter(w.reshape(cols, rows).clone()))
