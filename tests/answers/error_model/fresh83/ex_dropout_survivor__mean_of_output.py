# exercise: ex_dropout_survivor
# mistake: Runs dropout on ones and takes the mean of the whole output (zeros included, about 1.0) instead of the value of a surviving entry, 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
d = torch.nn.Dropout(0.1)
out = d(torch.ones(200, 200))
ex_dropout_survivor = round(out.mean().item(), 4)
print(ex_dropout_survivor)
