# exercise: ex_dropout_survivor
# mistake: The learner ran dropout on a 6x6 matrix of ones and reported the mean of the whole output (zeros included) instead of the value of a surviving entry, which is always 1 / 0.9 = 1.1111.
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
M = torch.ones(6, 6)
out = drop(M)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
