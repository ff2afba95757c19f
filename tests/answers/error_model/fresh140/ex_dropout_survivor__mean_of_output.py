# exercise: ex_dropout_survivor
# mistake: The learner ran dropout on a matrix of ones and reported the mean of the whole output (zeros included, about 1.0), not the value of a surviving entry, which is 1/(1 − 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
