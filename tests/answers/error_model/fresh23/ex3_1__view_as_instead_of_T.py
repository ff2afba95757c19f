# exercise: ex3_1
# mistake: Turned each (2, 3) Linear weight into the (3, 2) matrix with view_as, which only re-reads the same entries in row order and scrambles them (W.view(3, 2) != W.T); the weight must be transposed (weight.T).
import torch


def ex3_1(sa_v1, sa_v2):
    with torch.no_grad():
        # one line: copy every Linear weight into the matching raw matrix, shaped like it
        [getattr(sa_v1, n).copy_(getattr(sa_v2, n).weight.view_as(getattr(sa_v1, n)))
         for n in ("W_query", "W_key", "W_value")]
