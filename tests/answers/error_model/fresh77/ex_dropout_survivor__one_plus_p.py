# exercise: ex_dropout_survivor
# mistake: The learner scales survivors up by (1 + p) = 1.1, thinking this puts back the 10% that was dropped; the scale that keeps the expectation is 1/(1 − p) = 1.1111.
import torch

ones = torch.ones(6, 6)
p = 0.1
survivor = ones[0, 0] * (1 + p)
ex_dropout_survivor = round(survivor.item(), 4)
