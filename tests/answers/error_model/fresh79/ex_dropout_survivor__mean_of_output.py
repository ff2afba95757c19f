# exercise: ex_dropout_survivor
# mistake: The learner runs nn.Dropout on a matrix of ones and reports the mean of the whole output (about 1, zeros included) instead of the value of a surviving entry, 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
out = dropout(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
