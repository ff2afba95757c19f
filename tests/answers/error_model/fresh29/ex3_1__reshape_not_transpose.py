# exercise: ex3_1
# mistake: The learner reshaped each nn.Linear weight (d_out, d_in) to (d_in, d_out) with .reshape instead of transposing it, which scrambles the entries; v1 needs W = weight.T.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores weight as (d_out, d_in); v1 uses x @ W with W (d_in, d_out)
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            target = getattr(sa_v1, name)
            source = getattr(sa_v2, name).weight
            target.copy_(source.reshape(target.shape))
