# exercise: ex_dropout_survivor
# mistake: Runs dropout on a matrix of ones and reports the mean of the whole output (≈1, the expectation) instead of the value of a surviving entry, 1/(1−p) = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
out = drop(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
