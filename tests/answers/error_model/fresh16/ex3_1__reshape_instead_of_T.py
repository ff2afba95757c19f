# exercise: ex3_1
# mistake: After a shape mismatch ((2, 3) weight vs (3, 2) parameter) the learner used .reshape(d_in, d_out) on sa_v2's weights instead of transposing them (.T), so the numbers land in the wrong places and sa_v1 differs from sa_v2.
import torch


def ex3_1(sa_v1, sa_v2):
    # nn.Linear stores (d_out, d_in), v1 wants (d_in, d_out)
    with torch.no_grad():
        for name in ("W_query", "W_key", "W_value"):
            p = getattr(sa_v1, name)
            w = getattr(sa_v2, name).weight
            # RuntimeError: size mismatch -> reshape to p's shape
            p.copy_(w.reshape(p.shape[0], p.shape[1]))
