# exercise: ex_dropout_survivor
# mistake: The learner divided by the drop probability p instead of the keep probability 1 - p, giving 10.0 instead of 1 / 0.9 = 1.1111.
import torch

p = 0.1


def inverted_dropout_scale(p: float) -> float:
    """Factor applied to the entries that dropout keeps."""
    return 1.0 / p


ones = torch.ones(6, 6)
mask = torch.rand(6, 6) > p
out = ones * mask * inverted_dropout_scale(p)
ex_dropout_survivor = round(float(out[mask][0]), 4)
