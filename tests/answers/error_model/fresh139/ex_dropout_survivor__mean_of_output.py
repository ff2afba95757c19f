# exercise: ex_dropout_survivor
# mistake: Runs dropout on a 6x6 matrix of ones and reports the mean of all entries (zeros included), 1.0494, instead of the value of a surviving entry, 1/(1 - p) = 1.1111.
import torch

torch.manual_seed(123)
layer = torch.nn.Dropout(0.1)
out = layer(torch.ones(6, 6))
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
