# exercise: ex_dropout_survivor
# mistake: The learner runs dropout on a matrix of ones and reports the mean of the whole output (zeros included) instead of the value of a surviving entry (1.1111).
import torch

torch.manual_seed(123)
drop = torch.nn.Dropout(0.1)
ones = torch.ones(6, 6)
out = drop(ones)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
