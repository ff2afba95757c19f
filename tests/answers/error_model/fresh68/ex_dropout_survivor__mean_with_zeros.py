# exercise: ex_dropout_survivor
# mistake: The learner runs nn.Dropout on a matrix of ones and reports the mean of all entries, zeros included, instead of the value of a surviving entry, 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
ones = torch.ones(6, 6)
survivor = lambda: dropout(ones).mean().item()
ex_dropout_survivor = round(survivor(), 4)
