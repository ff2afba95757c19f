# exercise: ex_dropout_survivor
# mistake: Reports the mean of the whole dropout output (zeros included, close to 1), i.e. the expectation, instead of the value of a surviving entry, 1 / (1 - p) = 1.1111.
import torch

torch.manual_seed(0)
dropout = torch.nn.Dropout(p=0.1)
out = dropout(torch.ones(100, 100))
ex_dropout_survivor = round(out.mean().item(), 4)
