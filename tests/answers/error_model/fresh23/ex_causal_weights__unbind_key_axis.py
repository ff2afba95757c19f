# exercise: ex_causal_weights
# mistake: Unbound the scores along the key axis (-1) instead of the query axis (-2), so row i is built from column i-1 (the scores of queries 0..i-1 against one key); rows sum to 1 and look causal, but the values are wrong.
import torch
import torch.nn.functional as F


def ex_causal_weights(scores):
    n = scores.size(-1)
    # row i may only look at its first i keys: softmax over those, zero-pad the rest
    return torch.stack(
        [F.pad(r[..., :i].softmax(-1), (0, n - i)) for i, r in enumerate(scores.unbind(-1), 1)],
        dim=-2,
    )
