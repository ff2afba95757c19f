# exercise: ex3_1
# mistake: The learner transposes sa_v2's weights in place with .t_(), which changes sa_v2 itself (its Linear layers then hold (d_in, d_out) matrices and fail or give other results); the transpose must be taken out of place (.T) so sa_v2 is left untouched.
import torch

def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            w = getattr(sa_v2, name).weight
            getattr(sa_v1, name).copy_(w.t_())
