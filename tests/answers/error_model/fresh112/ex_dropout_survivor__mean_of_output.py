# exercise: ex_dropout_survivor
# mistake: Runs dropout on a ones matrix and reports the mean of the whole output (about 1, zeros included) instead of the value of a surviving entry, 1/(1-p) = 1.1111.
import torch

torch.manual_seed(123)
dropout = torch.nn.Dropout(0.1)
example = torch.ones(6, 6)
out = dropout(example)
print(out)
ex_dropout_survivor = round(out.mean().item(), 4)
