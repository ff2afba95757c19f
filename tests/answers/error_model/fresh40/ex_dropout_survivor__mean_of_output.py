# exercise: ex_dropout_survivor
# mistake: Ran dropout on a matrix of ones and reported the mean of the whole output (dropped zeros included), which is only about 1; every surviving entry is 1 / (1 - 0.1) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
print(ex_dropout_survivor)
