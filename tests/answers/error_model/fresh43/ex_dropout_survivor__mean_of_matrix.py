# exercise: ex_dropout_survivor
# mistake: Runs dropout on a ones matrix and reports the mean of the whole matrix (1.0494 with this seed, near 1 since the expectation is preserved) instead of the value of a surviving entry, 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
ones = torch.ones(6, 6)
dropped = torch.nn.Dropout(0.1)(ones)
print(dropped)
ex_dropout_survivor = round(dropped.mean().item(), 4)
